import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { seriousViolations } from './axe';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';

const rust = await readLanguageSnippets('rust');
const rustClosures = rust.find((group) => group.key === 'closures')!;
const longest = Math.max(...rust.flatMap((group) => group.snippets.map((line) => line.length)));

const heading = (page: Page) => page.getByRole('heading', { level: 2 }).textContent();
const languageName = (page: Page) =>
  page.getByRole('combobox', { name: 'Language' }).locator('option:checked').textContent();

async function searchAndOpen(page: Page, query: string) {
  const box = page.getByRole('searchbox', { name: 'Search snippets' });
  const chosen = await languageName(page);
  await box.fill(query);
  // "(Rust)" is added unless Rust is already the popup's language.
  await page
    .getByRole('option', { name: /^Closures( \(Rust\))?$/ })
    .first()
    .waitFor();
  await box.press('Enter');
  await expect.poll(() => heading(page)).toBe(rustClosures.title);
  // Looking up is not choosing: the Language select stays on the language chosen.
  expect(await languageName(page)).toBe(chosen);
}

describe('quick lookup in the popup', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write']);
  });
  afterAll(async () => browser.close());

  it('focuses the search box on open', async () => {
    const page = await browser.openPopup();
    await page.getByRole('region', { name: 'Snippet code' }).waitFor();
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe('Search snippets');
    await page.close();
  });

  it.each(['rust closures', 'rust closre', 'closre rust'])(
    'finds %j in another language and opens it with the keyboard',
    async (query) => {
      const page = await browser.openPopup();
      await searchAndOpen(page, query);
      const code = await page.getByRole('region', { name: 'Snippet code' }).textContent();
      expect(code).toBe(rustClosures.snippets.join('\n'));
      await page.close();
    },
  );

  it('copies the exact code to the clipboard', async () => {
    const page = await browser.openPopup();
    await searchAndOpen(page, 'rust closre');
    const copy = page.getByRole('button', { name: 'Copy' });
    await copy.click();
    // The button itself reads Copied for a moment.
    await expect.poll(() => copy.textContent()).toContain('Copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(rustClosures.snippets.join('\n'));
    await page.close();
  });

  it('opens practice in a new tab on that group in that language', async () => {
    const page = await browser.openPopup();
    await searchAndOpen(page, 'rust closre');
    const [practice] = await Promise.all([
      browser.context.waitForEvent('page'),
      page.getByRole('button', { name: 'Practise' }).click(),
    ]);
    await practice.getByRole('heading', { level: 2, name: rustClosures.title }).waitFor();
    expect(await languageName(practice)).toBe('Rust');
    expect(new URL(practice.url()).pathname).toBe('/newtab.html');
    await practice.close();
    if (!page.isClosed()) await page.close();
  });

  it('clears the search with Esc', async () => {
    const page = await browser.openPopup();
    const box = page.getByRole('searchbox', { name: 'Search snippets' });
    await box.fill('maps');
    await box.press('Escape');
    expect(await box.inputValue()).toBe('');
    await page.close();
  });

  it('never scrolls sideways, even with the longest lines, and passes axe', async () => {
    const page = await browser.openPopup();
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Rust' });
    const longGroup = rust.findIndex((group) =>
      group.snippets.some((line) => line.length === longest),
    );
    await page.getByRole('searchbox', { name: 'Search snippets' }).fill('rust');
    await page.getByRole('option', { name: rust[longGroup]!.title, exact: true }).click();
    await expect.poll(() => heading(page)).toBe(rust[longGroup]!.title);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('made no network request and logged no error', () => {
    expect(browser.problems).toEqual([]);
  });
});
