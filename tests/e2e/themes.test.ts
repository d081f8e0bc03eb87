import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { practisedHistory, progressFile } from '@/scripts/screenshots/history';
import { THEME_KEY } from '@/utils/preferences/theme';
import { seriousViolations } from './axe';

const themeOf = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-theme'));
const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

/** Opens Settings on a page and chooses a theme by the name the select shows. */
async function chooseTheme(page: Page, name: string) {
  const settings = page.getByRole('button', { name: 'Settings' });
  if ((await settings.getAttribute('aria-expanded')) !== 'true') await settings.click();
  await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: name });
}

/** Each page as axe sees it, once it shows what it is for. */
const PAGES: readonly { path: string; ready: (page: Page) => Promise<void> }[] = [
  {
    path: 'newtab.html',
    ready: (page) => page.getByRole('region', { name: 'Snippet code' }).waitFor(),
  },
  {
    path: 'popup.html',
    ready: (page) => page.getByRole('region', { name: 'Snippet code' }).waitFor(),
  },
  {
    path: 'progress.html',
    ready: (page) => page.getByRole('figure', { name: 'Speed over time' }).waitFor(),
  },
  {
    path: 'compare.html?topic=closures&languages=python,rust',
    ready: (page) => page.getByRole('region', { name: 'Rust code' }).waitFor(),
  },
];

describe('themes', () => {
  let browser: ExtensionBrowser;
  let base: string;
  beforeAll(async () => {
    browser = await launchExtension();
    base = `chrome-extension://${browser.extensionId}/`;
    // A small history, so the progress page draws its charts and tables for axe.
    const progress = await browser.context.newPage();
    await progress.goto(base + 'progress.html');
    const now = Date.now();
    await progress
      .getByLabel('Import progress')
      .setInputFiles(progressFile(await practisedHistory(24, now, 2), now));
    await progress
      .getByRole('status')
      .filter({ hasText: /^Imported 24/ })
      .waitFor();
    await progress.close();
  });
  afterAll(() => browser.close());

  const open = async (path: string) => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(base + path);
    return page;
  };

  it('draws every open page in the theme chosen in Settings, and after a reload', async () => {
    const newtab = await open('newtab.html');
    const progress = await open('progress.html');
    expect(await themeOf(newtab)).toBeNull();
    await chooseTheme(newtab, 'Dark');
    expect(await themeOf(newtab)).toBe('dark');
    expect(await background(newtab)).toBe('rgb(13, 17, 23)');
    // The other page hears of it through the storage event, and its own select follows.
    await expect.poll(() => themeOf(progress)).toBe('dark');
    await progress.getByRole('button', { name: 'Settings' }).click();
    expect(
      await progress
        .getByRole('combobox', { name: 'Theme' })
        .locator('option:checked')
        .textContent(),
    ).toBe('Dark');

    await chooseTheme(progress, 'High contrast');
    await expect.poll(() => themeOf(newtab)).toBe('contrast');
    await newtab.reload();
    await newtab.getByRole('region', { name: 'Snippet code' }).waitFor();
    expect(await themeOf(newtab)).toBe('contrast');
    expect(await background(newtab)).toBe('rgb(0, 0, 0)');

    await chooseTheme(newtab, 'System');
    expect(await themeOf(newtab)).toBeNull();
    await expect.poll(() => themeOf(progress)).toBeNull();
    for (const page of [newtab, progress]) await page.close();
  });

  it.each(['constructor', '__proto__', 'junk', '"dark"'])(
    'falls back to the system theme for the stored value %s',
    async (stored) => {
      const page = await open('compare.html');
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key!, value!),
        [THEME_KEY, stored],
      );
      await page.reload();
      await page.getByRole('combobox', { name: 'First language' }).waitFor();
      expect(await themeOf(page)).toBeNull();
      expect(await background(page)).toBe('rgb(255, 255, 255)');
      await page.emulateMedia({ colorScheme: 'dark' });
      expect(await background(page)).toBe('rgb(13, 17, 23)');
      await page.evaluate((key) => localStorage.removeItem(key), THEME_KEY);
      await page.close();
    },
  );

  it.each(['light', 'dark', 'contrast'])(
    'finds nothing serious for axe on any page in the %s theme',
    async (theme) => {
      const found: string[] = [];
      for (const { path, ready } of PAGES) {
        const page = await open(path);
        await page.evaluate(
          ([key, value]) => localStorage.setItem(key!, value!),
          [THEME_KEY, theme],
        );
        await page.reload();
        await ready(page);
        expect(await themeOf(page)).toBe(theme);
        found.push(...(await seriousViolations(page)).map((violation) => `${path}: ${violation}`));
        await page.close();
      }
      expect(found).toEqual([]);
    },
  );
});
