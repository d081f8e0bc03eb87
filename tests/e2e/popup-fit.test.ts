import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { seriousViolations } from './axe';

const rust = await readLanguageSnippets('rust');
const rustClosures = rust.find((topic) => topic.key === 'closures')!;

const heading = (page: Page) => page.getByRole('heading', { level: 2 }).textContent();
const languageName = (page: Page) =>
  page.getByRole('combobox', { name: 'Language' }).locator('option:checked').textContent();
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search snippets' });

/** Every button's box, each scrolled into view first (the page may scroll down, not sideways). */
const buttonBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button')].map((button) => {
      button.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const { left, right, top, bottom } = button.getBoundingClientRect();
      return {
        name: button.getAttribute('aria-label') ?? button.textContent,
        left,
        right,
        top,
        bottom,
        scrollX: window.scrollX,
      };
    }),
  );

describe('the popup at any width from 320 to 800 px', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
  });
  afterAll(async () => browser.close());

  const openAt = async (width: number, theme?: string) => {
    const page = await browser.openPopup({ width, height: 600 });
    if (theme) {
      await page.evaluate((chosen) => localStorage.setItem('code-recall-theme', chosen), theme);
      await page.reload();
    }
    await page.getByRole('region', { name: 'Snippet code' }).waitFor();
    return page;
  };

  it.each([320, 360, 400, 600, 800])(
    'at %i px: no sideways scrolling, every button inside the window',
    async (width) => {
      const page = await openAt(width);
      await searchBox(page).fill('rust closre');
      await expect.poll(() => heading(page)).toBe(rustClosures.title);
      await page.getByRole('button', { name: 'Next snippet' }).waitFor();
      const size = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(size.scrollWidth).toBeLessThanOrEqual(size.clientWidth);
      const boxes = await buttonBoxes(page);
      expect(boxes.map((box) => box.name)).toEqual(
        expect.arrayContaining(['Settings', 'Copy', 'Practise', 'Compare', 'Next snippet']),
      );
      for (const box of boxes) {
        expect(box, `${box.name} at ${width} px`).toMatchObject({ scrollX: 0 });
        expect(box.left, `${box.name} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.right, `${box.name} at ${width} px`).toBeLessThanOrEqual(size.clientWidth);
        expect(box.top, `${box.name} at ${width} px`).toBeGreaterThanOrEqual(0);
        expect(box.bottom, `${box.name} at ${width} px`).toBeLessThanOrEqual(600);
      }
      // The code scrolls inside its own box, never the page.
      const code = page.getByRole('region', { name: 'Snippet code' });
      const right = await code.evaluate((element) => element.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(size.clientWidth);
      await page.close();
    },
  );

  it('is two columns from 600 px and one below, the results above the code', async () => {
    for (const [width, columns] of [
      [360, 1],
      [599, 1],
      [600, 2],
      [800, 2],
    ] as const) {
      const page = await openAt(width);
      const [list, code] = await Promise.all(
        [page.getByRole('listbox', { name: 'Topics' }), page.locator('.lookup-snippet')].map(
          (locator) => locator.boundingBox(),
        ),
      );
      if (columns === 1) expect(list!.y + list!.height, `${width} px`).toBeLessThan(code!.y);
      else expect(list!.x + list!.width, `${width} px`).toBeLessThan(code!.x);
      await page.close();
    }
  });

  it('previews the top result as you type, the focus kept in the search box', async () => {
    const page = await openAt(800);
    const chosen = await languageName(page);
    await searchBox(page).pressSequentially('rust closre');
    await expect.poll(() => heading(page)).toBe(rustClosures.title);
    // Looking up is not choosing: the Language select stays on the language chosen.
    expect(await languageName(page)).toBe(chosen);
    expect(await page.getByRole('region', { name: 'Snippet code' }).textContent()).toBe(
      rustClosures.snippets.join('\n'),
    );
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe('Search snippets');
    await page.close();
  });

  it('has one selection look: only the active option stands out, matches stay subtle', async () => {
    const page = await openAt(800);
    await searchBox(page).fill('closures');
    await page
      .getByRole('option', { name: /^Closures/ })
      .first()
      .waitFor();
    // The first result is shown; then the active option moves down, and the row it leaves
    // must look as every other row does.
    await expect.poll(() => heading(page)).toBe('Closures');
    await searchBox(page).press('ArrowDown');
    const rows = page.getByRole('listbox', { name: 'Topics' }).getByRole('option');
    const looks = await rows.evaluateAll((options) =>
      options.map((option) => {
        const style = getComputedStyle(option);
        const mark = option.querySelector('mark');
        const marked = mark ? getComputedStyle(mark) : null;
        return {
          active: option.getAttribute('aria-selected') === 'true',
          look: [
            style.backgroundColor,
            style.color,
            style.fontWeight,
            style.textDecorationLine,
            style.outlineStyle,
            style.borderStyle,
          ].join(' '),
          markLine: marked?.textDecorationLine ?? 'none',
          markBackground: marked?.backgroundColor ?? 'rgba(0, 0, 0, 0)',
        };
      }),
    );
    const active = looks.filter((option) => option.active);
    const others = looks.filter((option) => !option.active);
    expect(active).toHaveLength(1);
    expect(others.length).toBeGreaterThan(2);
    expect(new Set(others.map((option) => option.look))).toEqual(new Set([others[0]!.look]));
    expect(active[0]!.look).not.toBe(others[0]!.look);
    for (const option of looks) {
      expect(option.markLine).toBe('none');
      expect(option.markBackground).toBe('rgba(0, 0, 0, 0)');
    }
    await page.close();
  });

  it('shows a looked-up topic without choosing it; Practise chooses it', async () => {
    const page = await openAt(800);
    await searchBox(page).fill('rust closre');
    await expect.poll(() => heading(page)).toBe(rustClosures.title);
    await searchBox(page).press('Enter');
    await searchBox(page).fill('');
    await searchBox(page).press('ArrowRight');
    await page.close();
    // The next new tab opens on the language chosen before: JavaScript, not Rust.
    const newTab = await browser.openNewTab();
    await newTab.getByRole('region', { name: 'Snippet code' }).waitFor();
    expect(await languageName(newTab)).toBe('JavaScript');
    await newTab.close();

    const again = await openAt(800);
    expect(await languageName(again)).toBe('JavaScript');
    await searchBox(again).fill('rust closre');
    await expect.poll(() => heading(again)).toBe(rustClosures.title);
    const [practice] = await Promise.all([
      browser.context.waitForEvent('page'),
      again.getByRole('button', { name: 'Practise' }).click(),
    ]);
    await practice.getByRole('heading', { level: 2, name: rustClosures.title }).waitFor();
    expect(await languageName(practice)).toBe('Rust');
    await practice.close();
    const later = await browser.openNewTab();
    await expect.poll(() => heading(later)).toBe(rustClosures.title);
    expect(await languageName(later)).toBe('Rust');
    await later.close();
  });

  it.each(['light', 'dark', 'contrast'])('passes axe at 360 and 800 px in %s', async (theme) => {
    for (const width of [360, 800]) {
      const page = await openAt(width, theme);
      await searchBox(page).fill('rust closre');
      await expect.poll(() => heading(page)).toBe(rustClosures.title);
      expect(await seriousViolations(page), `${theme} at ${width} px`).toEqual([]);
      await page.close();
    }
  });

  it('keeps Copy, Practise and Compare in view at 360 x 600, the page not scrolled', async () => {
    const page = await openAt(360);
    await searchBox(page).fill('rust closre');
    await expect.poll(() => heading(page)).toBe(rustClosures.title);
    for (const name of ['Copy', 'Practise', 'Compare']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box!.y + box!.height, name).toBeLessThanOrEqual(600);
      expect(box!.y, name).toBeGreaterThanOrEqual(0);
    }
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });

  it('lays the lookup out for a tab at 1280 px: centred, code at reading size, topic in view', async () => {
    const last = rust.at(-1)!;
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(
      `chrome-extension://${browser.extensionId}/popup.html?language=rust&topic=${last.key}`,
    );
    await expect.poll(() => heading(page)).toBe(last.title);
    await page.getByRole('region', { name: 'Snippet code' }).waitFor();
    const layout = await page.evaluate(() => {
      const body = document.body.getBoundingClientRect();
      const code = document.querySelector('.code-view')!;
      const active = document
        .querySelector('#topics [aria-selected="true"]')!
        .getBoundingClientRect();
      const list = document.getElementById('topics')!.getBoundingClientRect();
      return {
        left: body.left,
        right: window.innerWidth - body.right,
        codeSize: parseFloat(getComputedStyle(code).fontSize),
        inList: active.top >= list.top && active.bottom <= list.bottom,
      };
    });
    expect(Math.abs(layout.left - layout.right)).toBeLessThanOrEqual(2);
    expect(layout.left).toBeGreaterThan(0);
    expect(layout.codeSize).toBeGreaterThanOrEqual(13);
    expect(layout.inList).toBe(true);
    await page.close();
  });

  it('made no network request and logged no error', () => {
    expect(browser.problems).toEqual([]);
  });
});
