import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { buildExport } from '@/utils/progress/exportFile';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { attempt } from '../utils/progress/fixtures';
import { cardsByTitle } from './cards';
import type { TestBrowser } from './driver/browser';
import { E2E_BROWSERS } from './driver/browsers';
import { startInstalledFirefox } from './driver/firefox';
import { byRole } from './driver/query';
import type { TestPage } from './driver/testPage';

// The welcome page's try-it drill and the toolbar icon's due count, in every browser: what
// a new user meets first; and in Firefox, the welcome page opened once on install (Chromium's
// is in first-run.test.ts, with What's new after an update and the options entry in
// whats-new.test.ts). The Firefox driver's usual installs are temporary, which open no
// welcome page by design, so that test installs the extension for good in a profile.

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

// Only Firefox's entry runs this: Chromium's install is tested in first-run.test.ts.
const firefox = E2E_BROWSERS.filter(({ name }) => name === 'Firefox');

describe.each(firefox)('installing in $name', () => {
  it('opens the welcome page on install, and not on the next start', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'code-recall-firefox-install-'));
    const welcomeTabs = async (tabs: () => Promise<string[]>) =>
      (await tabs()).filter((url) => url.endsWith('/welcome.html'));
    try {
      const first = await startInstalledFirefox(profile);
      await expect.poll(() => welcomeTabs(first.tabs), { timeout: 15_000 }).toHaveLength(1);
      await first.close();

      const again = await startInstalledFirefox(profile);
      // The extension is there, and its background page has done what it does on a start.
      await again.load('progress.html');
      await new Promise((done) => setTimeout(done, 5_000));
      expect(await welcomeTabs(again.tabs)).toEqual([]);
      await again.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
