import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { chunkKey, deviceItems, metaKey, readDevices } from '@/utils/sync/deviceKeys';
import { foldShare } from '@/utils/sync/fold';
import { readShare, writeShare } from '@/utils/sync/share';
import { figure, finishDrill } from './drills';
import { LINES, TITLE } from './snippets';

const javascript = await readLanguageSnippets('javascript');

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

describe('sync through storage.sync (Chromium)', () => {
  const browsers: ExtensionBrowser[] = [];
  afterEach(async () => {
    await Promise.all(browsers.splice(0).map((browser) => browser.close()));
  });

  it("writes a finished drill to this device's keys", async () => {
    const browser = await launchExtension();
    browsers.push(browser);
    const topic = await finishDrill(await browser.openNewTab());
    const progress = await browser.context.newPage();
    await progress.goto(`chrome-extension://${browser.extensionId}/progress.html`);
    await expect.poll(async () => readDevices(await syncItems(progress)).length).toBe(1);
    const [device] = readDevices(await syncItems(progress));
    if (device?.kind !== 'share') throw new Error(`not a whole share: ${device?.kind}`);
    const share = readShare(device.text);
    expect(share.recent.map((drill) => [drill.card, drill.mode])).toEqual([
      [`javascript/${topic.key}`, 'type'],
    ]);
    expect(browser.problems).toEqual([]);
  });

  it("shows another device's history in a fresh profile: the progress page and Due topics", async () => {
    const browser = await launchExtension();
    browsers.push(browser);
    const first = javascript[0];
    if (!first) throw new Error('no JavaScript topic');
    // Another device's drill of the first topic, two days ago: due by now.
    const at = Date.now() - 2 * 86_400_000;
    const text = writeShare(
      foldShare(
        [
          {
            at,
            card: `javascript/${first.key}`,
            mode: 'type',
            durationMs: 40_000,
            wpm: 51.5,
            rawWpm: 55,
            accuracy: 0.97,
            errors: 2,
            hints: 0,
          },
        ],
        0,
      ),
    );
    const items = Object.fromEntries(deviceItems('other001', text, { epoch: 0, at }));
    const progress = await browser.context.newPage();
    await progress.goto(`chrome-extension://${browser.extensionId}/progress.html`);
    await progress.evaluate(
      (items) => (globalThis as unknown as ExtensionGlobal).chrome.storage.sync.set(items),
      items,
    );
    // Heard as a change from another device, merged, and shown without a reload.
    await expect.poll(() => figure(progress, 'Drills').textContent()).toBe('1');
    await expect.poll(() => figure(progress, 'Devices seen').textContent()).toBe('2 devices');
    // The other device's keys are read, never written: this device wrote only its own.
    const stored = await syncItems(progress);
    expect(stored.get(metaKey('other001'))).toEqual(items[metaKey('other001')]);
    expect(stored.get(chunkKey('other001', 0))).toBe(text);
    // This device writes its own share once it has merged: a moment after the page shows.
    await expect
      .poll(async () => readDevices(await syncItems(progress)).map((device) => device.kind))
      .toEqual(['share', 'share']);

    const popup = await browser.openPopup();
    await expect
      .poll(() => popup.getByRole('status', { name: 'Due topics' }).textContent())
      .toBe('1');
    expect(browser.problems).toEqual([]);
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
});
