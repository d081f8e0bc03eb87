import { afterEach, describe, expect, it } from 'vitest';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { chunkKey, deviceItems, metaKey, readDevices } from '@/utils/sync/deviceKeys';
import { foldShare } from '@/utils/sync/fold';
import { readShare, writeShare } from '@/utils/sync/share';
import { E2E_BROWSERS } from './driver/browsers';
import type { TestBrowser } from './driver/browser';
import { byRole } from './driver/query';
import type { TestPage } from './driver/testPage';
import { cardIndexOf, cardsByTitle } from './cards';
import { LINES, TITLE, insertText } from './snippets';

// Sync as a user meets it, in every browser the README offers: on, and (in Firefox, the one
// browser whose storage.sync a test can break) failing. Deeper checks live in sync.test.ts.

const javascript = await readLanguageSnippets('javascript');

const sync = byRole('region', { name: 'Sync' });
const syncState = byRole('status', { within: sync });
const results = byRole('region', { name: 'Results' });

/** Types the drill (a card) a new tab opened on, until it is recorded; resolves to its topic. */
async function finishDrill(page: TestPage) {
  await page.waitFor(byRole('region', { name: 'Snippet code' }));
  const title = await page.text(byRole('heading', { level: 2 }));
  const topic = javascript.find((entry) => entry.title === title)!;
  const card = byRole('status', { name: 'Card' });
  const index = cardIndexOf((await page.exists(card)) ? await page.text(card) : null);
  await page.focus(byRole('textbox', { name: 'Typing practice' }));
  await page.type((await cardsByTitle('javascript')).get(title)![index]!.keys);
  await expect.poll(() => page.text(results)).toMatch(/Next review in \d+ minutes/);
  return topic;
}

/** The progress page's row of a topic drilled once. */
const drilledOnce = (title: string) =>
  byRole('row', { name: new RegExp(`^${title} 1 `), within: byRole('table', { name: 'Topics' }) });

/** The part of an extension page's `browser` (Firefox) or `chrome` (Chromium) global used. */
type StorageGlobal = {
  storage: {
    sync: {
      get: (keys: null) => Promise<object>;
      set: (items: Record<string, unknown>) => Promise<void>;
    };
  };
};

/** Everything in the extension's `storage.sync`, read from one of its pages. */
const syncItems = async (page: TestPage) =>
  new Map(
    Object.entries(
      await page.evaluate(() => {
        const scope = globalThis as unknown as { browser?: StorageGlobal; chrome: StorageGlobal };
        return (scope.browser ?? scope.chrome).storage.sync.get(null);
      }, undefined),
    ),
  );

/** Puts keys in `storage.sync` from an extension page, as the sync engine delivers them. */
const deliver = (page: TestPage, items: Record<string, unknown>) =>
  page.evaluate((delivered) => {
    const scope = globalThis as unknown as { browser?: StorageGlobal; chrome: StorageGlobal };
    return (scope.browser ?? scope.chrome).storage.sync.set(delivered);
  }, items);

/** Another device's keys: one drill of `card` two days ago, due by now. */
function otherDevice(card: string) {
  const at = Date.now() - 2 * 86_400_000;
  const drill = {
    at,
    card,
    mode: 'type' as const,
    durationMs: 40_000,
    wpm: 51.5,
    rawWpm: 55,
    accuracy: 0.97,
    errors: 2,
    hints: 0,
  };
  const text = writeShare(foldShare([drill], 0));
  return { text, items: Object.fromEntries(deviceItems('other001', text, { epoch: 0, at })) };
}

describe.each(E2E_BROWSERS)('sync as a user in $name', ({ launch }) => {
  let browser: TestBrowser;
  afterEach(() => browser.close());

  it("is on with one device, and a finished drill is in this device's keys", async () => {
    browser = await launch();
    const topic = await finishDrill(await browser.openNewTab());
    const progress = await browser.open('progress.html', { height: 900 });
    await progress.waitFor(drilledOnce(topic.title));
    await expect.poll(() => progress.text(syncState)).toMatch(/^On\. /);
    // Sync reads a second after the page opens, and the new tab writes at most as fast as
    // the quotas allow.
    await expect
      .poll(() => progress.text(sync), { timeout: 10_000 })
      .toContain('Devices seen1 device');
    await expect
      .poll(async () => readDevices(await syncItems(progress)).length, { timeout: 10_000 })
      .toBe(1);
    const items = await syncItems(progress);
    const [device] = readDevices(items);
    if (device?.kind !== 'share') throw new Error(`not a whole share: ${device?.kind}`);
    expect(items.has(metaKey(device.device))).toBe(true);
    expect(typeof items.get(chunkKey(device.device, 0))).toBe('string');
    // A fresh profile drills the first card of its first topic.
    const cards = (await cardsByTitle('javascript')).get(topic.title)!.length;
    expect(readShare(device.text).recent.map((drill) => [drill.card, drill.mode])).toEqual([
      [cards > 1 ? `javascript/${topic.key}#0/${cards}` : `javascript/${topic.key}`, 'type'],
    ]);
    expect(browser.problems).toEqual([]);
  });

  it("shows another device's history in a fresh profile: the progress page and Due topics", async () => {
    browser = await launch();
    const first = javascript[0]!;
    const { text, items } = otherDevice(`javascript/${first.key}`);
    const progress = await browser.open('progress.html', { height: 900 });
    await progress.waitFor(byRole('link', { name: 'Start a drill' }));
    await deliver(progress, items);
    // Heard as a change from another device, merged, and shown without a reload.
    await progress.waitFor(drilledOnce(first.title));
    await expect.poll(() => progress.text(sync)).toContain('Devices seen2 devices');
    // The other device's keys are read, never written: this device writes only its own,
    // a moment after the page shows the merge.
    await expect
      .poll(async () => readDevices(await syncItems(progress)).map((device) => device.kind), {
        timeout: 10_000,
      })
      .toEqual(['share', 'share']);
    const stored = await syncItems(progress);
    expect(stored.get(metaKey('other001'))).toEqual(items[metaKey('other001')]);
    expect(stored.get(chunkKey('other001', 0))).toBe(text);

    const popup = await browser.open('popup.html');
    await expect.poll(() => popup.text(byRole('status', { name: 'Due topics' }))).toBe('1');
    expect(browser.problems).toEqual([]);
  });

  it("puts a snippet saved on My snippets in this device's keys, with no other write after it", async () => {
    browser = await launch();
    const page = await browser.open('snippets.html', { width: 1280, height: 900 });
    await page.waitFor(byRole('heading', { name: /^Saved snippets/ }));
    // Past the page's first merge and write, a second after it opens: the save alone must
    // ask for the next write.
    await expect
      .poll(async () => readDevices(await syncItems(page)).length, { timeout: 10_000 })
      .toBe(1);
    await page.select(byRole('combobox', { name: 'Snippet language' }), 'Python');
    await page.focus(byRole('textbox', { name: 'Title' }));
    await page.type(TITLE);
    await page.focus(byRole('textbox', { name: 'Code' }));
    await insertText(page, LINES.join('\n'));
    await page.click(byRole('button', { name: 'Save snippet' }));
    await page.waitFor(byRole('button', { name: `Edit ${TITLE}` }));
    const snippetKeys = async () =>
      [...(await syncItems(page)).keys()].filter((key) => /^device:[^:]+:s\d+$/.test(key));
    await expect.poll(snippetKeys, { timeout: 10_000 }).toHaveLength(1);
    expect(browser.problems).toEqual([]);
  });
});

// Chromium has no switch that breaks storage.sync: only Firefox's entry runs this.
const breakable = E2E_BROWSERS.filter(({ name }) => name === 'Firefox');

type Recorded = { __console?: string[] };

/**
 * Records the page's console warnings and errors in the page: Firefox tells the driver of
 * no console message from an extension page. Sync first runs a second after the page
 * opens, well after this.
 */
const recordConsole = (page: TestPage) =>
  page.evaluate(() => {
    const recorded: string[] = [];
    (globalThis as Recorded).__console = recorded;
    for (const level of ['warn', 'error'] as const) {
      const log = console[level].bind(console);
      console[level] = (...args: unknown[]) => {
        recorded.push(`${level}: ${args.map(String).join(' ')}`);
        log(...args);
      };
    }
  }, undefined);

const consoleOf = (page: TestPage) =>
  page.evaluate(() => (globalThis as Recorded).__console ?? [], undefined);

describe.each(breakable)('sync failing as a user in $name', ({ launch }) => {
  let browser: TestBrowser;
  afterEach(() => browser.close());

  it('still records a drill, says sync is failing, and warns once a page', async () => {
    browser = await launch({ failingSync: true });
    const newTab = await browser.openNewTab();
    await recordConsole(newTab);
    const unavailable = /^warn: Sync is not available in this browser \(.+\); progress is saved/;
    // The page's first merge finds storage.sync refusing…
    await expect
      .poll(() => consoleOf(newTab), { timeout: 10_000 })
      .toEqual([expect.stringMatching(unavailable)]);
    // …and the drill, recorded all the same, is refused by sync without a second warning.
    const topic = await finishDrill(newTab);
    const progress = await browser.open('progress.html', { height: 900 });
    await recordConsole(progress);
    await progress.waitFor(drilledOnce(topic.title));
    await expect
      .poll(() => progress.text(syncState), { timeout: 10_000 })
      .toBe('Failing: your progress is saved on this device, but not synced.');
    expect(await progress.text(sync)).toContain('Sync is not available in this browser');
    // Both pages have tried to write by now (the new tab after its drill): one warning each.
    await new Promise((done) => setTimeout(done, 1_500));
    for (const page of [newTab, progress]) {
      expect(await consoleOf(page)).toEqual([expect.stringMatching(unavailable)]);
    }
    expect(browser.problems).toEqual([]);
  });
});
