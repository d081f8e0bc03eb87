import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/data/languages';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { seriousViolations } from './axe';
import { topicDrillsByTitle } from './cards';

const heading = (page: Page) => page.getByRole('heading', { level: 2 }).textContent();

describe('reading in the popup, and the drill as people enjoy it', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
    // The drill here types a whole topic: Drill length, Whole topic.
    const page = await browser.openNewTab();
    await page.evaluate(() => localStorage.setItem('code-recall-drill-length', 'topic'));
    await page.close();
  });
  afterAll(() => browser.close());

  const openPopupAt = async (query: string) => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 800, height: 600 });
    await page.goto(`chrome-extension://${browser.extensionId}/popup.html${query}`);
    await page.getByRole('region', { name: 'Snippet code' }).waitFor();
    return page;
  };

  it('opens popup.html?language=rust&topic=closures on Rust closures', async () => {
    const rust = await readLanguageSnippets('rust');
    const page = await openPopupAt('?language=rust&topic=closures');
    await expect.poll(() => heading(page)).toBe(rust.find((t) => t.key === 'closures')!.title);
    expect(
      await page
        .getByRole('combobox', { name: 'Language' })
        .locator('option:checked')
        .textContent(),
    ).toBe('Rust');
    await page.close();
  });

  it('shows the active topic at once as the arrows move', async () => {
    const javascript = await readLanguageSnippets('javascript');
    const page = await openPopupAt('?language=javascript&topic=' + javascript[0]!.key);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => heading(page)).toBe(javascript[1]!.title);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => heading(page)).toBe(javascript[2]!.title);
    await page.close();
  });

  it('shows the longest line of every set without horizontal scrolling at 800 x 600', async () => {
    for (const { key } of LANGUAGES) {
      const topics = await readLanguageSnippets(key);
      const widest = topics
        .map((topic) => ({
          topic,
          width: Math.max(...topic.snippets.map((line) => line.replace(/\t/g, '    ').length)),
        }))
        .sort((a, b) => b.width - a.width)[0]!;
      const page = await openPopupAt(`?language=${key}&topic=${widest.topic.key}`);
      await page.evaluate(() => document.fonts.ready);
      const code = page.getByRole('region', { name: 'Snippet code' });
      const [scroll, client] = await code.evaluate((element) => [
        element.scrollWidth,
        element.clientWidth,
      ]);
      expect({ key, scroll }).toEqual({ key, scroll: client });
      await page.close();
    }
  });

  it('ends a drill with Speed during the drill, in the code font, with no axe violation', async () => {
    const topic = (await readLanguageSnippets('javascript')).find((t) => t.key === 'strings')!;
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(
      `chrome-extension://${browser.extensionId}/newtab.html?language=javascript&topic=strings`,
    );
    await page.getByRole('heading', { level: 2, name: topic.title, exact: true }).waitFor();
    // The code is drawn in the code font; the Results take its place once the drill ends.
    const font = await page
      .getByRole('region', { name: 'Snippet code' })
      .evaluate((element) => getComputedStyle(element).fontFamily);
    expect(font.startsWith('"JetBrains Mono"')).toBe(true);
    await page.getByRole('textbox', { name: 'Typing practice' }).focus();
    const text = (await topicDrillsByTitle('javascript')).get(topic.title)!.keys;
    await page.keyboard.type(text.slice(0, 5));
    // A wrong key: under Stop the caret stays, and the drill completes at the same text.
    await page.keyboard.type('#');
    await page.keyboard.type(text.slice(5));
    const chart = page.getByRole('figure', { name: 'Speed during the drill' });
    await chart.waitFor();
    expect(await chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(await page.locator('#drill-chart-summary').textContent()).toMatch(
      /peak [\d,]+ WPM at \d+:\d\d, 1 error/,
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.fonts.check('16px "JetBrains Mono"'))).toBe(true);
    await page.close();
  });
});
