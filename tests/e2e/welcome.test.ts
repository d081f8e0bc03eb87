import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { buildExport } from '@/utils/progress/exportFile';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { attempt } from '../utils/progress/fixtures';
import { cardsByTitle, topicDrillsByTitle } from './cards';
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

  it('shows the cards due on the toolbar icon, one fewer after a drill of one', async () => {
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

    // The new tab opens on a due topic, drilled whole (the imported records are whole-topic
    // reviews, one schedule entry a topic); at level 0, its keys are its code.
    await progress.evaluate(() => localStorage.setItem('code-recall-drill-length', 'topic'), 0);
    const page = await browser.openNewTab();
    await page.waitFor(byRole('region', { name: 'Snippet code' }));
    await page.select(byRole('combobox', { name: 'Recall level' }), 'Level 0 of 4');
    const title = await page.text(byRole('heading', { level: 2 }));
    await page.focus(typing);
    await page.type((await topicDrillsByTitle('javascript')).get(title)!.keys);
    await page.waitFor(results);
    await expect.poll(() => badgeOf(page), { timeout: 15_000 }).toBe('3');
    await page.close();
    await progress.close();
    expect(browser.problems).toEqual([]);
  });
});

// Only Firefox's entry runs these and the install below: Chromium's are in first-run.test.ts.
const firefox = E2E_BROWSERS.filter(({ name }) => name === 'Firefox');

/** Asks the background to run a command, as its bound key would (a headless browser cannot press one). */
const runCommand = (page: TestPage, command: string) =>
  page.evaluate(
    (name) =>
      (globalThis as unknown as { browser: Messaging }).browser.runtime.sendMessage({
        type: 'run-command',
        command: name,
      }),
    command,
  );
type Messaging = { runtime: { sendMessage: (message: unknown) => Promise<unknown> } };

describe.each(firefox)("the browser's own doors in $name", ({ launch }) => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  const opened = (path: string) =>
    expect
      .poll(async () => (await browser.tabs()).some((url) => url.endsWith(path)), {
        timeout: 10_000,
      })
      .toBe(true);

  it("opens the Settings page as the add-on's options, and a bound command's page", async () => {
    const page = await browser.open('popup.html', { width: 400, height: 600 });
    // What the Options entry of about:addons calls.
    await page.evaluate(
      () =>
        (
          globalThis as unknown as {
            browser: { runtime: { openOptionsPage: () => Promise<void> } };
          }
        ).browser.runtime.openOptionsPage(),
      undefined,
    );
    await opened('/options.html');
    await runCommand(page, 'open-progress');
    await opened('/progress.html');
    await page.close();

    const options = await browser.open('options.html');
    await options.waitFor(byRole('heading', { level: 1, name: 'Settings' }));
    expect(await options.checked(byRole('checkbox', { name: 'Show due count on the icon' }))).toBe(
      true,
    );
    await options.close();
    expect(browser.problems).toEqual([]);
  });

  it('lists the shortcuts on ?, but not while the drill takes keys', async () => {
    const page = await browser.openNewTab();
    const shortcuts = byRole('dialog', { name: 'Keyboard shortcuts' });
    await page.waitFor(typing);
    // The dialog mounts after the first render: a ? before then would find nothing to open.
    const mounted = () =>
      page.evaluate(() => document.querySelector('dialog.shortcuts-dialog') !== null, undefined);
    await expect.poll(mounted, { timeout: 10_000 }).toBe(true);
    await page.focus(typing);
    await page.type('?');
    expect(await page.exists(shortcuts)).toBe(false);
    await page.click(byRole('heading', { level: 2 }));
    await page.type('?');
    await page.waitFor(shortcuts);
    await page.close();
    expect(browser.problems).toEqual([]);
  });
});

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
