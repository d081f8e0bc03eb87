import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { buildExport } from '@/utils/progress/exportFile';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { attempt } from '../utils/progress/fixtures';
import { cardsByTitle } from './cards';
import type { TestBrowser } from './driver/browser';
import { E2E_BROWSERS } from './driver/browsers';
import { byRole } from './driver/query';
import type { TestPage } from './driver/testPage';

// The welcome page's try-it drill and the toolbar icon's due count, in every browser: what
// a new user meets first. (Opening the welcome page once on install, What's new after an
// update and the options entry are Chromium's, in first-run.test.ts and whats-new.test.ts:
// the Firefox driver's installs are temporary, which open no welcome page by design.)

const javascript = await readLanguageSnippets('javascript');
/** The try-it card: JavaScript's first topic, its first card, as the new tab splits it. */
const tryItKeys = (await cardsByTitle('javascript')).get(javascript[0]!.title)![0]!.keys;

const tryIt = byRole('region', { name: 'Try it here' });
const typing = byRole('textbox', { name: 'Typing practice' });
const results = byRole('region', { name: 'Results' });

/** The toolbar icon's badge: `action` in Manifest V3, `browserAction` in Firefox's V2. */
const badgeOf = (page: TestPage) =>
  page.evaluate(() => {
    type Badge = { getBadgeText: (details: object) => Promise<string> };
    const global = globalThis as unknown as {
      browser?: { browserAction: Badge };
      chrome: { action: Badge };
    };
    return (global.browser?.browserAction ?? global.chrome.action).getBadgeText({});
  }, undefined);

/** Chooses `text` as the progress file in Import progress, as a file picker would. */
const importFile = (page: TestPage, text: string) =>
  page.evaluate((contents) => {
    const input = document.querySelector<HTMLInputElement>('.progress-actions input[type=file]')!;
    const files = new DataTransfer();
    files.items.add(new File([contents], 'progress.json', { type: 'application/json' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, text);

describe.each(E2E_BROWSERS)('first steps in $name', ({ launch }) => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('drills one card on the welcome page, without taking focus, and saves nothing', async () => {
    const page = await browser.open('welcome.html');
    await page.waitFor(tryIt);
    await page.waitFor(typing);
    // The page opens to be read: the drill takes keys once the code is clicked.
    expect(await page.focused(typing)).toBe(false);
    await page.click(byRole('region', { name: 'Snippet code' }));
    expect(await page.focused(typing)).toBe(true);
    // The caret is drawn (caret.css), as on the new tab: a bar beside the first character.
    const caret = await page.evaluate(() => {
      const box = document.querySelector('[data-caret]')!.getBoundingClientRect();
      return { width: box.width, height: box.height };
    }, undefined);
    expect(caret.width).toBeGreaterThan(0);
    expect(caret.height).toBeGreaterThan(8);
    await page.type(tryItKeys);
    await page.waitFor(results);
    expect(await page.text(results)).toContain('Not saved');
    await page.click(byRole('button', { name: 'Restart' }));
    await page.waitFor(typing);
    expect(await page.focused(typing)).toBe(true);
    await page.close();

    const progress = await browser.open('progress.html');
    await progress.waitFor(byRole('heading', { name: 'No drills yet' }));
    await progress.close();
    expect(browser.problems).toEqual([]);
  });

  it('shows the cards due on the toolbar icon', async () => {
    const long = Date.now() - 400 * 24 * 60 * 60 * 1000;
    const attempts = javascript.slice(0, 4).map((topic, index) =>
      attempt({
        id: `due-${index}`,
        topic: topic.key,
        finishedAt: new Date(long + index * 60_000).toISOString(),
      }),
    );
    const progress = await browser.open('progress.html');
    await progress.waitFor(byRole('heading', { name: 'No drills yet' }));
    await importFile(progress, buildExport(attempts, DEFAULT_SETTINGS, new Date()));
    await expect.poll(() => badgeOf(progress), { timeout: 15_000 }).toBe('4');
    await progress.close();
    expect(browser.problems).toEqual([]);
  });
});
