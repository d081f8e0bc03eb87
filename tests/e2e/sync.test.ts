import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { SHOWN_FOR_MS } from '@/utils/progress/lookups';
import { readNumbers } from '@/utils/sync/numbers';
import { LINES, TITLE } from './snippets';

/** The part of an extension page's `chrome` global this test uses. */
type ExtensionGlobal = {
  chrome: {
    storage: {
      sync: {
        get: (keys: null) => Promise<Record<string, unknown>>;
        set: (items: Record<string, unknown>) => Promise<void>;
      };
    };
  };
};

/** Everything in the extension's `storage.sync`, read from one of its pages. */
const syncItems = async (page: Page) =>
  new Map(
    Object.entries(
      await page.evaluate(() =>
        (globalThis as unknown as ExtensionGlobal).chrome.storage.sync.get(null),
      ),
    ),
  );

/** How many lookups the profile's database holds, read from one of its pages. */
const lookupCount = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('code-recall');
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const count = open.result.transaction('lookups').objectStore('lookups').count();
          count.onsuccess = () => {
            open.result.close();
            resolve(count.result);
          };
        };
      }),
  );

describe('sync through storage.sync (Chromium)', () => {
  const browsers: ExtensionBrowser[] = [];
  afterEach(async () => {
    await Promise.all(browsers.splice(0).map((browser) => browser.close()));
  });

  it('carries a snippet saved in one profile to a fresh profile given its keys', async () => {
    const laptop = await launchExtension();
    browsers.push(laptop);
    const mine = await laptop.context.newPage();
    await mine.goto(`chrome-extension://${laptop.extensionId}/snippets.html`);
    await mine.getByRole('combobox', { name: 'Snippet language' }).selectOption('python');
    await mine.getByRole('textbox', { name: 'Title' }).fill(TITLE);
    await mine.getByRole('textbox', { name: 'Code' }).fill(LINES.join('\n'));
    await mine.getByRole('button', { name: 'Save snippet' }).click();
    await mine.getByRole('button', { name: `Edit ${TITLE}` }).waitFor();
    const snippetKeys = async (page: Page) =>
      [...(await syncItems(page)).keys()].filter((key) => /^device:[^:]+:s\d+$/.test(key));
    await expect.poll(() => snippetKeys(mine)).toHaveLength(1);
    const items = Object.fromEntries(await syncItems(mine));

    const desktop = await launchExtension();
    browsers.push(desktop);
    const theirs = await desktop.context.newPage();
    await theirs.goto(`chrome-extension://${desktop.extensionId}/snippets.html`);
    await theirs.getByRole('heading', { name: /^Saved snippets/ }).waitFor();
    await theirs.evaluate(
      (items) => (globalThis as unknown as ExtensionGlobal).chrome.storage.sync.set(items),
      items,
    );
    // Heard as another device's change, merged into this profile's store, listed at once.
    await theirs.getByRole('button', { name: `Practise ${TITLE}` }).waitFor();
    expect(await theirs.getByText('Not synced').count()).toBe(0);
    // The laptop's keys are read, never written here.
    const [laptopKey] = await snippetKeys(mine);
    expect((await syncItems(theirs)).get(laptopKey ?? '')).toEqual(items[laptopKey ?? '']);

    const popup = await desktop.openPopup();
    await popup.getByRole('searchbox', { name: 'Search snippets' }).fill('read file');
    await popup.getByRole('option', { name: `${TITLE} (Python), mine` }).waitFor();
    expect([...laptop.problems, ...desktop.problems]).toEqual([]);
  });

  // The launch's probe new tab may store the place it opened on before the lookups arrive:
  // the lookups still win over it (it is no choice made by hand).
  it('carries lookups made in one profile to another: its next new tab opens on the topic', async () => {
    const laptop = await launchExtension();
    browsers.push(laptop);
    for (let time = 0; time < 2; time += 1) {
      const popup = await laptop.openPopup();
      await popup.getByRole('searchbox', { name: 'Search snippets' }).fill('promises');
      await expect
        .poll(() => popup.getByRole('heading', { level: 2 }).textContent())
        .toBe('Promises');
      // Shown long enough to count as a lookup, then written to this device's keys.
      await popup.waitForTimeout(SHOWN_FOR_MS + 500);
      await popup.close();
    }
    const mine = await laptop.context.newPage();
    await mine.goto(`chrome-extension://${laptop.extensionId}/progress.html`);
    // Both lookups in the share's entry: a time and a topic each (the numbers' own digits).
    const lookupsShared = async () =>
      [...(await syncItems(mine)).values()].some((value) => {
        const numbers = /~1:javascript\/promises:([^|,]+)\|/.exec(String(value))?.[1];
        return numbers !== undefined && readNumbers(numbers).length === 4;
      });
    await expect.poll(lookupsShared, { timeout: 20_000 }).toBe(true);
    const items = Object.fromEntries(await syncItems(mine));

    const desktop = await launchExtension();
    browsers.push(desktop);
    const theirs = await desktop.context.newPage();
    await theirs.goto(`chrome-extension://${desktop.extensionId}/progress.html`);
    await theirs.getByRole('link', { name: 'Start a drill' }).waitFor();
    await theirs.evaluate(
      (items) => (globalThis as unknown as ExtensionGlobal).chrome.storage.sync.set(items),
      items,
    );
    await expect
      .poll(() => theirs.getByRole('region', { name: 'Sync' }).textContent())
      .toContain('Devices seen2 devices');
    // The Sync section counts the laptop once this device writes its own keys, which may be
    // before the merge (a quarter second after the keys settle) stores the laptop's lookups:
    // a new tab opened in between would not know them yet.
    await expect.poll(() => lookupCount(theirs), { timeout: 20_000 }).toBe(2);
    const page = await desktop.openNewTab();
    await expect
      .poll(() => page.getByRole('heading', { level: 2 }).textContent(), { timeout: 10_000 })
      .toBe('Promises');
    await page.getByText(/You looked this up 2 times this month/).waitFor();
    expect([...laptop.problems, ...desktop.problems]).toEqual([]);
  });
});
