import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { contrastRatio, type Rgb } from '@/utils/drill/colours';
import type { ResolvedTheme } from '@/utils/preferences/theme';
import { seriousViolations } from './axe';
import { topicDrillsByTitle } from './cards';

const groups = await readLanguageSnippets('javascript');
const drills = await topicDrillsByTitle('javascript');
const bySize = groups
  .map((group, index) => ({ index, keys: drills.get(group.title)!.keys }))
  .sort((a, b) => a.keys.length - b.keys.length);
const shortest = bySize[0]!;
// The longest drill scrolls the page at 1280 × 800 as it is typed.
const longest = bySize.at(-1)!;

/** A new tab in `theme` at a size, on the drill of topic `index`, its surface focused. */
async function openDrill(
  browser: ExtensionBrowser,
  { index, theme = 'light', width = 1280, height = 800 }: DrillOptions,
): Promise<Page> {
  const page = await browser.openNewTab({ width, height });
  await page.evaluate((chosen) => {
    localStorage.setItem('code-recall-theme', chosen);
    // Whole topics: these tests draw the longest drill, which scrolls the page.
    localStorage.setItem('code-recall-drill-length', 'topic');
  }, theme);
  await page.reload();
  await page.getByRole('combobox', { name: 'Topic' }).selectOption(groups[index]!.key);
  await page.getByRole('heading', { level: 2, name: groups[index]!.title, exact: true }).waitFor();
  // Every character shown: a topic an earlier test finished opens a level higher.
  await page.getByRole('combobox', { name: 'Recall level' }).selectOption('0');
  await page.getByRole('textbox', { name: 'Typing practice' }).focus();
  return page;
}
type DrillOptions = { index: number; theme?: ResolvedTheme; width?: number; height?: number };

/** Whether a box lies wholly inside the window. */
const inView = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Results' })
    .locator(name)
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight && box.height > 0;
    });

const rgb = (css: string): Rgb => css.match(/\d+/g)!.slice(0, 3).map(Number) as unknown as Rgb;

describe('the drill looks like a typing app', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
  });
  afterAll(async () => browser.close());

  it.each<ResolvedTheme>(['light', 'dark', 'contrast'])(
    'draws untyped code dimmed and typed code at full colour, in %s',
    async (theme) => {
      const page = await openDrill(browser, { index: longest.index, theme });
      await page.keyboard.type(longest.keys.slice(0, longest.keys.length / 2));
      // Each kind of token typed, against the same kind still to type.
      const pairs = await page.getByRole('region', { name: 'Snippet code' }).evaluate((code) => {
        const colour = (char: Element) => getComputedStyle(char).color;
        const untyped = new Map<string, string>();
        for (const char of code.querySelectorAll('.token > span:not(.typed, .error)')) {
          const kind = char.parentElement!.getAttribute('style')!;
          if (char.textContent.trim() && !untyped.has(kind)) untyped.set(kind, colour(char));
        }
        const pairs = new Map<string, [string, string]>();
        for (const char of code.querySelectorAll('.token > .typed')) {
          const kind = char.parentElement!.getAttribute('style')!;
          const other = untyped.get(kind);
          if (other && char.textContent.trim()) pairs.set(kind, [colour(char), other]);
        }
        return [...pairs.values()];
      });
      // Keywords, names, strings, comments at least.
      expect(pairs.length).toBeGreaterThanOrEqual(4);
      for (const [typed, untyped] of pairs) {
        expect(contrastRatio(rgb(typed), rgb(untyped)), `${typed} vs ${untyped}`).toBeGreaterThan(
          1.4,
        );
      }
      await page.close();
    },
  );

  it('sets the code at 16 px or more at 1280 × 800, and larger at 1920 × 1080', async () => {
    const fontSize = async (width: number, height: number) => {
      const page = await openDrill(browser, { index: shortest.index, width, height });
      const size = await page
        .getByRole('region', { name: 'Snippet code' })
        .evaluate((code) => parseFloat(getComputedStyle(code).fontSize));
      await page.close();
      return size;
    };
    const small = await fontSize(1280, 800);
    expect(small).toBeGreaterThanOrEqual(16);
    expect(await fontSize(1920, 1080)).toBeGreaterThan(small + 2);
  });

  it('keeps the caret line in view, below the figures, at 800 × 700', async () => {
    const page = await openDrill(browser, { index: longest.index, width: 800, height: 700 });
    await page.keyboard.type(longest.keys.slice(0, -1));
    const { caretTop, caretBottom, figuresBottom } = await page.evaluate(() => {
      const caret = document.querySelector('[data-caret]')!.getBoundingClientRect();
      const figures = document.querySelector('.drill-bar')!.getBoundingClientRect();
      return { caretTop: caret.top, caretBottom: caret.bottom, figuresBottom: figures.bottom };
    });
    expect(caretTop).toBeGreaterThanOrEqual(figuresBottom);
    expect(caretBottom).toBeLessThanOrEqual(700);
    await page.close();
  });

  it('shows the Results in place of the code, in view at 1280 × 800, with one Next', async () => {
    const page = await openDrill(browser, { index: longest.index });
    await page.keyboard.type(longest.keys);
    const results = page.getByRole('region', { name: 'Results' });
    await results.waitFor();
    expect(await page.getByRole('region', { name: 'Snippet code' }).count()).toBe(0);
    for (const part of ['dt:text-is("WPM") + dd', 'dt:text-is("Accuracy") + dd']) {
      expect(await inView(page, part), part).toBe(true);
    }
    const next = page.getByRole('button', { name: 'Next snippet' });
    expect(await next.count()).toBe(1);
    expect(await inView(page, 'button:text-is("Next snippet")')).toBe(true);
    expect(await next.evaluate((button) => button === document.activeElement)).toBe(true);
    await page.close();
  });

  it('fades the page while typing, and a faded control takes the first click', async () => {
    const page = await openDrill(browser, { index: longest.index });
    await page.keyboard.type(longest.keys.slice(0, 20));
    const level = page.getByRole('combobox', { name: 'Recall level' });
    // Faded, and still what a click there reaches: nothing inert, nothing in the way.
    const { opacity, hit, title } = await level.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const at = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return {
        opacity: getComputedStyle(element.closest('.practice-bar')!).opacity,
        hit: at === element,
        title: getComputedStyle(document.getElementById('snippet-title')!).opacity,
      };
    });
    expect(opacity).toBe('0');
    expect(hit).toBe(true);
    // The title stays: the rows above the figures are no empty band.
    expect(title).toBe('1');
    await level.click({ timeout: 2000 });
    expect(await level.evaluate((element) => element === document.activeElement)).toBe(true);
    await level.selectOption('4');
    expect(await level.inputValue()).toBe('4');

    // Restart in the middle of a drill takes its click too, and the figures start again.
    await page.getByRole('textbox', { name: 'Typing practice' }).focus();
    await page.keyboard.type(longest.keys.slice(0, 5));
    await page.getByRole('button', { name: 'Restart' }).click({ timeout: 2000 });
    const progress = page.getByRole('progressbar', { name: 'Drill progress' });
    expect(await progress.getAttribute('aria-valuenow')).toBe('0');
    await page.close();
  });

  it('closes Settings on Esc, focus back on its button, and on a click outside', async () => {
    const page = await openDrill(browser, { index: shortest.index });
    const settings = page.getByRole('button', { name: 'Settings' });
    const theme = page.getByRole('combobox', { name: 'Theme' });
    await settings.click();
    await theme.focus();
    await page.keyboard.press('Escape');
    await theme.waitFor({ state: 'hidden' });
    expect(await settings.getAttribute('aria-expanded')).toBe('false');
    expect(await settings.evaluate((button) => button === document.activeElement)).toBe(true);
    await settings.click();
    await theme.waitFor();
    await page.getByRole('heading', { level: 2 }).click();
    await theme.waitFor({ state: 'hidden' });
    await page.close();
  });

  it.each<ResolvedTheme>(['light', 'dark', 'contrast'])(
    'passes axe idle, mid-drill with errors, and on the Results, in %s',
    async (theme) => {
      const page = await openDrill(browser, { index: shortest.index, theme });
      expect(await seriousViolations(page), 'idle').toEqual([]);
      const keys = shortest.keys;
      await page.keyboard.type(keys.slice(0, 8));
      // Two wrong keys: under Stop the caret stays and the character flashes.
      await page.keyboard.type('#@');
      expect(await seriousViolations(page), 'mid-drill').toEqual([]);
      await page.keyboard.type(keys.slice(8));
      await page.getByRole('region', { name: 'Results' }).waitFor();
      await page.getByRole('figure', { name: 'Speed during the drill' }).waitFor();
      expect(await seriousViolations(page), 'Results').toEqual([]);
      await page.close();
    },
  );

  it('made no network request and logged no error', () => {
    expect(browser.problems).toEqual([]);
  });
});
