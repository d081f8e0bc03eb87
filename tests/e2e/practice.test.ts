import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { seriousViolations } from './axe';
import { topicDrillsByTitle } from './cards';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';

const groups = await readLanguageSnippets('javascript');
const drills = await topicDrillsByTitle('javascript');
/** What a whole-topic drill of topic `index` asks for: comments given, by default. */
const drillOf = (index: number) => drills.get(groups[index]!.title)!;
const typedOf = (index: number) => drillOf(index).keys;
// The shortest drill that still has an indented line keeps the test quick and meaningful.
const drillIndex = groups
  .map((group, index) => ({ index, group, length: typedOf(index).length }))
  .filter(({ group }) => group.snippets.some((line) => /^\s+\S/.test(line)))
  .sort((a, b) => a.length - b.length)[0]!.index;

async function openDrill(browser: ExtensionBrowser, width = 1280): Promise<Page> {
  const page = await browser.openNewTab({ width });
  await page.getByRole('combobox', { name: 'Topic' }).selectOption(groups[drillIndex]!.key);
  await page.getByRole('heading', { level: 2, name: groups[drillIndex]!.title }).waitFor();
  // Every character shown: the topic an earlier test finished opens a level higher.
  await page.getByRole('combobox', { name: 'Recall level' }).selectOption('0');
  await page.getByRole('textbox', { name: 'Typing practice' }).focus();
  return page;
}

const heading = (page: Page) => page.getByRole('heading', { level: 2 }).textContent();

describe('practice on the new tab', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
    // These tests type whole topics and step topic by topic: Drill length, Whole topic.
    const page = await browser.openNewTab();
    await page.evaluate(() => localStorage.setItem('code-recall-drill-length', 'topic'));
    await page.close();
  });
  afterAll(async () => browser.close());

  it('focuses the typing surface on load', async () => {
    const page = await browser.openNewTab();
    await page.getByRole('region', { name: 'Snippet code' }).waitFor();
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    expect(focused).toBe('Typing practice');
    await page.close();
  });

  it('completes a whole snippet at 100 % without typing indentation', async () => {
    const page = await openDrill(browser);
    await page.keyboard.type(typedOf(drillIndex));
    const results = page.getByRole('region', { name: 'Results' });
    await results.waitFor();
    expect(await results.textContent()).toContain('100%');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('counts a wrong key and completes at the same text (On a wrong key: Stop)', async () => {
    const page = await openDrill(browser);
    const text = typedOf(drillIndex);
    await page.keyboard.type(text.slice(0, 3));
    await page.keyboard.type('#');
    await page.keyboard.type(text.slice(3));
    const results = page.getByRole('region', { name: 'Results' });
    await results.waitFor();
    const errors = await results.locator('dt:text-is("Errors") + dd').textContent();
    expect(errors).toBe('1');
    expect(await results.textContent()).not.toContain('100%');
    await page.close();
  });

  it('completing a drill opens the next new tab on a new topic, never the one just done', async () => {
    const page = await openDrill(browser);
    await page.keyboard.type(typedOf(drillIndex));
    await page.getByRole('region', { name: 'Results' }).waitFor();
    const next = await browser.openNewTab();
    // Only this topic has been practised: the schedule offers the first topic never practised.
    const fresh = groups.find((_, index) => index !== drillIndex)!;
    await next.getByRole('heading', { level: 2, name: fresh.title, exact: true }).waitFor();
    await next.close();
    await page.close();
  });

  it('removes Statistics when Show statistics is off', async () => {
    const page = await openDrill(browser);
    await page.getByLabel('Statistics', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('checkbox', { name: 'Show statistics' }).uncheck();
    expect(await page.getByLabel('Statistics', { exact: true }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Show statistics' }).check();
    await page.close();
  });

  it('keeps the caret before the next character: mid-line, after a wrong key, at a line end', async () => {
    const page = await openDrill(browser);
    const { targets } = drillOf(drillIndex);
    /** How far the caret stands from where the next character (or the line end) begins. */
    const caretOffset = (typed: number) => {
      const next = targets[typed]!;
      return page.evaluate(
        ({ line, column, enter }) => {
          const caret = document.querySelector('[data-caret]')!.getBoundingClientRect();
          const row = document.querySelectorAll('.code-line')[line]!;
          const chars = row.querySelectorAll('.token > span');
          const box = chars[enter ? column - 1 : column]!.getBoundingClientRect();
          return { x: caret.left - (enter ? box.right : box.left), y: caret.top - box.top };
        },
        { line: next.line, column: next.column, enter: next.char === '\n' },
      );
    };
    const expectCaretAt = async (typed: number) => {
      const { x, y } = await caretOffset(typed);
      expect(Math.abs(x)).toBeLessThan(1);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThan(6);
    };
    const text = typedOf(drillIndex);
    const lineEnd = text.indexOf('\n');
    await expectCaretAt(0);
    await page.keyboard.type(text.slice(0, 2));
    await expectCaretAt(2);
    // Under Stop a wrong key leaves the caret where it was.
    await page.keyboard.type(text[2] === '#' ? '@' : '#');
    await expectCaretAt(2);
    await page.keyboard.type(text.slice(2, lineEnd));
    await expectCaretAt(lineEnd);
    await page.keyboard.type('\n');
    await expectCaretAt(lineEnd + 1);
    await page.keyboard.press('Backspace');
    await expectCaretAt(lineEnd);
    await page.close();
  });

  it('scrolls a drill line wider than the window into view whole', async () => {
    const widest = groups
      .map((group, index) => ({ index, width: Math.max(...group.snippets.map((l) => l.length)) }))
      .sort((a, b) => b.width - a.width)[0]!;
    const page = await browser.openNewTab({ width: 600 });
    await page.getByRole('combobox', { name: 'Topic' }).selectOption(groups[widest.index]!.key);
    await page.getByRole('heading', { level: 2, name: groups[widest.index]!.title }).waitFor();
    const code = page.getByRole('region', { name: 'Snippet code' });
    // Each line paints on its own (paint containment), which clips what lies outside its box.
    const { scrolls, clipped } = await code.evaluate((element) => ({
      scrolls: element.scrollWidth > element.clientWidth,
      clipped: [...element.querySelectorAll('.code-line')].filter((line) => {
        const last = [...line.querySelectorAll('.token > span')].at(-1);
        return last && last.getBoundingClientRect().right > line.getBoundingClientRect().right;
      }).length,
    }));
    expect(scrolls).toBe(true);
    expect(clipped).toBe(0);
    await page.close();
  });

  it('stops the caret animation when Blinking cursor is off', async () => {
    const page = await openDrill(browser);
    const animation = () =>
      page.locator('[data-caret]').evaluate((caret) => getComputedStyle(caret).animationName);
    expect(await page.locator('[data-caret]').count()).toBe(1);
    expect(await animation()).toBe('caret-blink');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('checkbox', { name: 'Blinking cursor' }).uncheck();
    expect(await animation()).toBe('none');
    await page.getByRole('checkbox', { name: 'Blinking cursor' }).check();
    await page.close();
  });

  it('moves one snippet per wheel gesture at 1280 px, a trackpad burst included', async () => {
    const page = await openDrill(browser);
    await page.mouse.move(400, 300);
    await page.mouse.wheel(0, 120);
    await expect.poll(() => heading(page)).toBe(groups[drillIndex + 1]!.title);
    await page.waitForTimeout(400);
    for (let i = 0; i < 25; i += 1) {
      await page.mouse.wheel(0, 6);
      await page.waitForTimeout(10);
    }
    await expect.poll(() => heading(page)).toBe(groups[drillIndex + 2]!.title);
    await page.waitForTimeout(400);
    expect(await heading(page)).toBe(groups[drillIndex + 2]!.title);
    await page.close();
  });

  it('does not move by wheel at 800 px, and the toggle stays on', async () => {
    const page = await openDrill(browser, 800);
    await page.mouse.move(300, 300);
    await page.mouse.wheel(0, 120);
    await page.waitForTimeout(400);
    expect(await heading(page)).toBe(groups[drillIndex]!.title);
    await page.getByRole('button', { name: 'Settings' }).click();
    expect(await page.getByRole('checkbox', { name: 'Scroll navigation' }).isChecked()).toBe(true);
    await page.close();
  });

  it('hides the code at level 4 and reveals what is typed', async () => {
    const page = await openDrill(browser);
    await page.getByRole('combobox', { name: 'Recall level' }).selectOption('4');
    const code = page.getByRole('region', { name: 'Snippet code' });
    const text = typedOf(drillIndex);
    const firstWord = text.split(/\s/)[0]!;
    // Comments stay as prompts; hidden code is left out of what is read out (aria-hidden).
    const codeText = () =>
      code.evaluate((element) => {
        const copy = element.cloneNode(true) as HTMLElement;
        for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
        return copy.textContent.replace(/\/\/.*$/gm, '').trim();
      });
    expect(await codeText()).toBe('');
    await page.getByRole('textbox', { name: 'Typing practice' }).focus();
    await page.keyboard.type(firstWord);
    expect(await codeText()).toBe(firstWord);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('made no network request and logged no error', () => {
    expect(browser.problems).toEqual([]);
  });
});
