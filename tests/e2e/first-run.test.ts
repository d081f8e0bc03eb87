import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { buildExport } from '@/utils/progress/exportFile';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { attempt } from '../utils/progress/fixtures';
import { cardsByTitle, topicDrillsByTitle } from './cards';
import { drillOf } from './drills';

const javascript = await readLanguageSnippets('javascript');

/** The parts of an extension page's `chrome` these tests call. */
type ExtensionGlobal = {
  chrome: {
    action: { getBadgeText: (details: object) => Promise<string> };
    runtime: { sendMessage: (message: unknown) => Promise<unknown> };
  };
};

/** The badge on the toolbar icon, read from an extension page. */
const badgeOf = (page: Page) =>
  page.evaluate(() => (globalThis as unknown as ExtensionGlobal).chrome.action.getBadgeText({}));

describe('first run (Chromium)', () => {
  it('opens the welcome page on install, and not on the next start', async () => {
    const profile = mkdtempSync(join(tmpdir(), 'code-recall-first-run-'));
    try {
      const first = await launchExtension({ userDataDir: profile, welcome: 'keep' });
      const welcome = first.welcomePage;
      expect(welcome).not.toBeNull();
      await welcome!.getByRole('heading', { level: 1, name: 'Welcome to Code Recall' }).waitFor();
      await welcome!.getByRole('button', { name: 'Start a drill' }).click();
      await welcome!.waitForURL(/\/newtab\.html$/);
      await first.close();

      const again = await launchExtension({ userDataDir: profile, welcome: 'keep' });
      expect(again.welcomePage).toBeNull();
      expect(again.context.pages().map((page) => page.url())).not.toContainEqual(
        expect.stringContaining('welcome.html'),
      );
      expect(again.problems).toEqual([]);
      await again.close();
    } finally {
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

describe('the welcome page without IndexedDB (Chromium)', () => {
  it('lets the one-card drill be tried, and says it is not saved', async () => {
    const browser = await launchExtension();
    try {
      // As in a private window or a profile whose IndexedDB is broken: the name is gone.
      await browser.context.addInitScript(() => {
        Reflect.deleteProperty(globalThis, 'indexedDB');
      });
      const page = await browser.context.newPage();
      await page.goto(`chrome-extension://${browser.extensionId}/welcome.html`);
      expect(await page.evaluate(() => 'indexedDB' in globalThis)).toBe(false);
      await page.getByRole('textbox', { name: 'Typing practice' }).click();
      const title = javascript[0]!.title;
      const [card] = (await cardsByTitle('javascript')).get(title)!;
      await page.keyboard.type(card!.keys);
      await page.getByRole('region', { name: 'Results' }).getByText('Not saved').waitFor();
      expect(browser.problems).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe("the browser's own doors (Chromium)", () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('lists an options page that opens the Settings page', async () => {
    const extensions = await browser.context.newPage();
    await extensions.goto(`chrome://extensions/?id=${browser.extensionId}`);
    const opened = browser.context.waitForEvent('page', {
      predicate: (page) => page.url().endsWith('/options.html'),
    });
    await extensions.getByText('Extension options').click();
    const options = await opened;
    await options.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    expect(
      await options.getByRole('checkbox', { name: 'Show due count on the icon' }).isChecked(),
    ).toBe(true);
    expect(await options.getByRole('checkbox', { name: "Show what's new" }).isChecked()).toBe(true);
    await options.close();
    await extensions.close();
  });

  it('opens the page of a bound command', async () => {
    // A headless browser cannot press a bound key: the page asks the background to run the
    // command through the handler the key would reach.
    const page = await browser.openPopup();
    const opened = browser.context.waitForEvent('page');
    await page.evaluate(() =>
      (globalThis as unknown as ExtensionGlobal).chrome.runtime.sendMessage({
        type: 'run-command',
        command: 'open-progress',
      }),
    );
    const progress = await opened;
    await progress.waitForURL(/\/progress\.html$/);
    await progress.close();
    await page.close();
  });

  it('lists the shortcuts on ?, but not while the drill takes keys', async () => {
    const page = await browser.openNewTab();
    const { keys } = await drillOf(page);
    // The `?` key's dialog mounts after the page's first render (mountApp).
    await page.locator('dialog.shortcuts-dialog').waitFor({ state: 'attached' });
    await page.keyboard.type('?');
    expect(await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).isVisible()).toBe(false);
    await page.getByRole('heading', { level: 2 }).click();
    await page.keyboard.press('Shift+Slash');
    await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    expect(keys.length).toBeGreaterThan(0);
    await page.close();

    const popup = await browser.openPopup();
    // The heading is in the page's HTML; the app focuses the search box when it mounts,
    // so click away only after that, or the `?` lands in the box.
    await popup.locator('#search-box:focus').waitFor();
    await popup.locator('dialog.shortcuts-dialog').waitFor({ state: 'attached' });
    await popup.getByRole('heading', { level: 1 }).click();
    await popup.keyboard.press('Shift+Slash');
    await popup.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
    await popup.close();
  });

  it('shows the cards due on the icon, one fewer after a drill of one', async () => {
    const long = Date.now() - 400 * 24 * 60 * 60 * 1000;
    const attempts = javascript.slice(0, 3).map((topic, index) =>
      attempt({
        id: `due-${index}`,
        topic: topic.key,
        finishedAt: new Date(long + index * 60_000).toISOString(),
      }),
    );
    const file = join(tmpdir(), `code-recall-due-${Date.now()}.json`);
    writeFileSync(file, buildExport(attempts, DEFAULT_SETTINGS, new Date()));
    const progress = await browser.context.newPage();
    await progress.goto(`chrome-extension://${browser.extensionId}/progress.html`);
    await progress.getByLabel('Import progress').setInputFiles(file);
    await progress
      .getByRole('status')
      .filter({ hasText: /Imported 3 new attempts/ })
      .waitFor();
    await expect.poll(() => badgeOf(progress), { timeout: 10_000 }).toBe('3');

    // The new tab opens on a due topic, drilled whole (the imported records are whole-topic
    // reviews, one schedule entry a topic); at level 0, its keys are its code.
    await progress.evaluate(() => localStorage.setItem('code-recall-drill-length', 'topic'));
    const page = await browser.openNewTab();
    await page.getByRole('region', { name: 'Snippet code' }).waitFor();
    await page.getByRole('combobox', { name: 'Recall level' }).selectOption('0');
    const { topic } = await drillOf(page);
    await page.keyboard.type((await topicDrillsByTitle('javascript')).get(topic.title)!.keys);
    await page.getByRole('region', { name: 'Results' }).waitFor();
    await expect.poll(() => badgeOf(page), { timeout: 10_000 }).toBe('2');
    expect(browser.problems).toEqual([]);
    await page.close();
    await progress.close();
  });
});
