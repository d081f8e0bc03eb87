import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/data/languages';
import { seriousViolations } from './axe';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';

const SETTINGS_KEY = 'code-recall-settings';

describe('the built extension in Chromium', () => {
  let browser: ExtensionBrowser;

  beforeAll(async () => {
    browser = await launchExtension();
  });

  afterAll(async () => {
    await browser.close();
  });

  it.each([
    ['popup', () => browser.openPopup()],
    ['new tab', () => browser.openNewTab()],
  ])('renders the %s with the UI contract and no serious axe violation', async (_name, open) => {
    const page = await open();
    await expect(page.getByRole('combobox', { name: 'Language' }).inputValue()).resolves.toBe('0');
    await page.getByRole('region', { name: 'Snippet code' }).waitFor();
    await page.getByRole('button', { name: 'Previous snippet' }).waitFor();
    await page.getByRole('button', { name: 'Next snippet' }).waitFor();
    await page.getByRole('button', { name: 'Settings' }).click();
    for (const name of ['Scroll navigation', 'Blinking cursor', 'Show statistics']) {
      expect(await page.getByRole('checkbox', { name }).isChecked()).toBe(true);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('carries a setting from the popup to an open new tab and across a reload', async () => {
    const newTab = await browser.openNewTab();
    await newTab.getByRole('button', { name: 'Settings' }).click();
    const popup = await browser.openPopup();
    await popup.getByRole('button', { name: 'Settings' }).click();
    await popup.getByRole('checkbox', { name: 'Blinking cursor' }).uncheck();

    const toggle = newTab.getByRole('checkbox', { name: 'Blinking cursor' });
    await expect.poll(() => toggle.isChecked()).toBe(false);
    const stored = await newTab.evaluate((key) => localStorage.getItem(key), SETTINGS_KEY);
    expect(stored).toBe(
      '{"scrollNavigationEnabled":true,"blinkingCursorEnabled":false,"showStatsEnabled":true}',
    );
    await newTab.reload();
    await newTab.getByRole('button', { name: 'Settings' }).click();
    expect(await newTab.getByRole('checkbox', { name: 'Blinking cursor' }).isChecked()).toBe(false);
    await popup.getByRole('checkbox', { name: 'Blinking cursor' }).check();
    await popup.close();
    await newTab.close();
  });

  it('opens the next new tab on the language chosen in the popup', async () => {
    const popup = await browser.openPopup();
    await popup.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Rust' });
    await popup.getByRole('region', { name: 'Snippet code' }).waitFor();
    await popup.close();
    const newTab = await browser.openNewTab();
    const select = newTab.getByRole('combobox', { name: 'Language' });
    await expect
      .poll(async () => (await select.locator('option:checked').textContent()) ?? '')
      .toBe('Rust');
    await newTab.close();
  });

  it.each([
    // An empty profile: the page shows its empty card once it has read the log.
    ['progress.html', (page: Page) => page.getByRole('link', { name: 'Start a drill' }), []],
    [
      'compare.html?topic=closures&languages=python,go',
      (page: Page) => page.getByRole('region', { name: 'Go code' }).locator('code').first(),
      ['go', 'python'],
    ],
  ] as const)(
    'loads on %s no snippet chunk but those it shows',
    async (path, shownOnceRead, shown) => {
      const page = await browser.context.newPage();
      const chunks: string[] = [];
      page.on('request', (request) => {
        const chunk = /\/chunks\/([a-z-]+)-[\w-]{8}\.js$/.exec(request.url())?.[1];
        if (chunk) chunks.push(chunk);
      });
      await page.goto(`chrome-extension://${browser.extensionId}/${path}`);
      // Shown once the page has read what it shows (the log, or both sets).
      await shownOnceRead(page).waitFor();
      await page.waitForLoadState('networkidle');
      const keys: string[] = LANGUAGES.map((language) => language.key);
      expect(chunks.filter((chunk) => keys.includes(chunk)).sort()).toEqual([...shown]);
      await page.close();
    },
  );

  it('made no network request and logged no error', () => {
    expect(browser.problems).toEqual([]);
  });
});
