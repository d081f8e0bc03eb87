import type { Page } from 'playwright-core';
import { readLanguageSnippets } from '../content/sources';
import { highlightSet } from '../highlight';
import { topicCardLines } from '@/utils/drill/cards';
import { typedSequence } from '@/utils/drill/targets';
import { WHATS_NEW_KEY } from '@/utils/whatsNew';
import packageJson from '@/package.json';
import { attempt, type Session } from './session';
import { typeLikeAPerson } from './typing';

/** The keys of the welcome page's try-it card: JavaScript's first topic, its first card. */
async function tryItKeys(): Promise<string> {
  const set = await highlightSet('javascript', await readLanguageSnippets('javascript'));
  return typedSequence(topicCardLines(set.topics[0]!, set.palette)[0]!);
}

/** Keeps a release waiting in `storage.local`, as the background does after an update. */
async function announceRelease(page: Page): Promise<void> {
  await page.evaluate(
    ({ key, version }) =>
      (
        globalThis as unknown as {
          chrome: { storage: { local: { set: (items: object) => Promise<void> } } };
        }
      ).chrome.storage.local.set({ [key]: version }),
    { key: WHATS_NEW_KEY, version: packageJson.version },
  );
}

/**
 * The welcome page (its top, the whole page, the try-it drill half typed and finished), the
 * options page, and What's new on the new tab and in the popup.
 */
export async function shootFirstRun(session: Session): Promise<void> {
  const keys = await tryItKeys();
  await attempt(session, 'welcome', async () => {
    const page = await session.open('welcome.html', { width: 1280, height: 800 });
    const drill = page.getByRole('textbox', { name: 'Typing practice' });
    await drill.waitFor({ state: 'attached' });
    await session.save(page, 'welcome-top');
    await session.save(page, 'welcome-page', { fullPage: true });
    await page.getByRole('region', { name: 'Try it here' }).scrollIntoViewIfNeeded();
    await drill.focus();
    await typeLikeAPerson(page, keys.slice(0, Math.round(keys.length / 2)));
    await session.save(page, 'welcome-try');
    await typeLikeAPerson(page, keys.slice(Math.round(keys.length / 2)));
    await page.getByRole('region', { name: 'Results' }).waitFor();
    await session.save(page, 'welcome-tried');
    await page.close();
  });

  await attempt(session, 'options', async () => {
    const page = await session.open('options.html', { width: 1280, height: 800 });
    await page.getByRole('checkbox', { name: "Show what's new" }).waitFor();
    await session.save(page, 'options', { fullPage: true });
    await page.close();
  });

  await attempt(session, 'whats-new', async () => {
    const page = await session.open('chrome://newtab', { width: 1280, height: 800 });
    await announceRelease(page);
    await page.reload();
    await page.getByRole('complementary', { name: /^What's new/ }).waitFor();
    await page.getByRole('region', { name: 'Snippet code' }).waitFor();
    await session.save(page, 'newtab-whatsnew');
    // The popup's one line at a narrow and a wide popup, then its points opened.
    for (const width of [360, 600]) {
      const popup = await session.open('popup.html', { width, height: 600 });
      const line = popup.getByRole('complementary', { name: /^What's new/ });
      await line.waitFor();
      await popup.getByRole('region', { name: 'Snippet code' }).waitFor();
      await session.save(popup, 'popup-whatsnew');
      await line.locator('summary').click();
      await line.getByRole('listitem').first().waitFor();
      await session.save(popup, 'popup-whatsnew-open');
      if (width === 600) await line.getByRole('button', { name: 'Dismiss' }).click();
      await popup.close();
    }
    await page.close();
  });
}
