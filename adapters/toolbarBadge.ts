import { browser } from 'wxt/browser';

/**
 * Writes the toolbar icon's badge for every tab: `action` in Manifest V3, `browserAction`
 * in Firefox's Manifest V2. No permission is needed; a failure leaves the icon as it is.
 */
export function setToolbarBadge(text: string): void {
  const warn = (error: unknown) =>
    console.warn('The due count could not be shown on the icon', error);
  try {
    // Firefox's `browserAction` answers with a promise, though its types say nothing.
    const written: unknown =
      import.meta.env.MANIFEST_VERSION === 2
        ? browser.browserAction.setBadgeText({ text })
        : browser.action.setBadgeText({ text });
    if (written instanceof Promise) written.catch(warn);
  } catch (error) {
    warn(error);
  }
}
