import { browser } from 'wxt/browser';
import { COMMAND_PAGES, WELCOMED_KEY, shouldWelcome, type InstallDetails } from '@/utils/firstRun';

/**
 * Opens the welcome page on a first install, once: the flag is kept in `storage.local`
 * (covered by the `storage` permission) before the tab opens, so a second start, a reload
 * or an update never opens it again. A storage that fails opens nothing: a missed welcome
 * costs less than one that opens on every start.
 */
export async function openWelcomeOnce(details: InstallDetails): Promise<void> {
  try {
    const stored = await browser.storage.local.get(WELCOMED_KEY);
    if (!shouldWelcome(details, stored[WELCOMED_KEY])) return;
    await browser.storage.local.set({ [WELCOMED_KEY]: Date.now() });
    await browser.tabs.create({ url: browser.runtime.getURL('/welcome.html') });
  } catch (error) {
    console.warn('The welcome page could not be opened', error);
  }
}

/** Opens the page a bound command names in a new tab; an unknown command does nothing. */
export async function openCommandPage(command: string): Promise<void> {
  const page = COMMAND_PAGES.get(command);
  if (page) await browser.tabs.create({ url: browser.runtime.getURL(page as '/newtab.html') });
}
