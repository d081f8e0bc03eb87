import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highlightSet } from '@/scripts/highlight';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { readLanguageSnippets } from '@/scripts/content/sources';
import type { Attempt } from '@/utils/progress/attempt';
import { buildExport } from '@/utils/progress/exportFile';
import type { RecallLevel } from '@/utils/drill/recall/levels';
import { topicDrillText, topicKeys } from '@/utils/drill/recallCues';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { targetClasses } from '@/utils/highlight/tokenClasses';
import { seriousViolations } from './axe';
import { figure } from './drills';

const javascript = await readLanguageSnippets('javascript');
const [first, second, third] = javascript;

/** The keys of a topic at a level: its lines with the cues the page makes from its tokens. */
async function keysAt(topic: (typeof javascript)[number], level: RecallLevel) {
  const set = await highlightSet('javascript', [topic]);
  return topicKeys(set.topics[0]!, set.palette, level);
}

/** The index, in the keys of level 0, of the topic's first `(` that brackets code. */
async function firstOpener(topic: (typeof javascript)[number]) {
  const set = await highlightSet('javascript', [topic]);
  const { targets } = topicDrillText(set.topics[0]!, set.palette);
  const classes = targetClasses(set.topics[0]!.tokens, set.palette, targets);
  return targets.findIndex(({ char }, index) => char === '(' && classes[index] === 'bracket');
}

/** The level the schedule gives the topic shown, which Recall level's tooltip names. */
const levelOf = async (page: Page) =>
  Number(
    (await page.getByRole('combobox', { name: 'Recall level' }).getAttribute('title'))!.match(
      /^As scheduled: Level (\d) of 4$/,
    )![1],
  ) as RecallLevel;

/** Opens a new tab on a JavaScript topic, at a level if given, focused to type. */
async function open(
  browser: ExtensionBrowser,
  { title, key }: { title: string; key: string },
  level?: RecallLevel,
) {
  const page = await browser.openNewTab();
  await page.getByRole('region', { name: 'Snippet code' }).waitFor();
  await page.getByRole('combobox', { name: 'Topic' }).selectOption(key);
  await page.getByRole('heading', { level: 2, name: title }).waitFor();
  if (level !== undefined) {
    await page.getByRole('combobox', { name: 'Recall level' }).selectOption(String(level));
  }
  await page.getByRole('textbox', { name: 'Typing practice' }).focus();
  return page;
}

const hidden = (page: Page) => page.locator('.typing-surface .token > .hidden');

describe('recall that grows', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
    // These tests type whole topics and follow one topic through its reviews: Drill length, Whole topic.
    const page = await browser.openNewTab();
    await page.evaluate(() => localStorage.setItem('code-recall-drill-length', 'topic'));
    await page.close();
  });
  afterAll(() => browser.close());

  it('opens a topic with no history at level 0, every character shown', async () => {
    const page = await open(browser, first!);
    expect(await levelOf(page)).toBe(0);
    expect(await hidden(page).count()).toBe(0);
    await page.close();
  });

  it('opens higher after two Good recall reviews; its Results name the share recalled, the grade and the next level', async () => {
    const day = 86_400_000;
    const review = (back: number): Attempt => ({
      id: crypto.randomUUID(),
      language: 'javascript',
      topic: second!.key,
      mode: 'recall',
      finishedAt: new Date(Date.now() - back * day).toISOString(),
      durationMs: 90_000,
      wpm: 40,
      rawWpm: 42,
      accuracy: 0.98,
      errors: 1,
      hints: 0,
      misses: [],
    });
    const file = join(tmpdir(), `code-recall-levels-${Date.now()}.json`);
    writeFileSync(file, buildExport([review(12), review(6)], DEFAULT_SETTINGS, new Date()));
    const progress = await browser.context.newPage();
    await progress.goto(`chrome-extension://${browser.extensionId}/progress.html`);
    await progress.getByLabel('Import progress').setInputFiles(file);
    await progress
      .getByRole('status')
      .filter({ hasText: /Imported 2 new attempts/ })
      .waitFor();

    const page = await open(browser, second!);
    const level = await levelOf(page);
    expect(level).toBeGreaterThan(0);
    const box = hidden(page).first();
    const shown = page.locator('.typing-surface .token > span:not(.hidden)').first();
    const width = (locator: typeof box) =>
      locator.evaluate((char) => char.getBoundingClientRect().width);
    expect(await width(box)).toBeCloseTo(await width(shown), 1);
    // The hidden character is there, drawn transparent: only its box shows.
    expect(await box.evaluate((char) => getComputedStyle(char).color)).toBe('rgba(0, 0, 0, 0)');

    // Typing reveals what it types, and the Results say how the recall went.
    const before = await hidden(page).count();
    expect(before).toBeGreaterThan(0);
    const keys = await keysAt(second!, level);
    await page.keyboard.type(keys.slice(0, 40));
    await expect.poll(() => hidden(page).count()).toBeLessThan(before);
    await page.keyboard.type(keys.slice(40));
    const results = page.getByRole('region', { name: 'Results' });
    await results.waitFor();
    const recall = results.getByRole('region', { name: 'Recall' });
    const said = (await recall.textContent())!;
    // Every key right at the first try: all of the hidden code recalled, graded Easy.
    const [, recalled, of] = /Recalled (\d+) of (\d+) hidden characters, 100%/.exec(said)!;
    expect(recalled).toBe(of);
    expect(Number(of)).toBe(before);
    expect(said).toContain('Graded Easy: every key on hidden code was right.');
    expect(said).toMatch(/Next review in .+, at level \d of 4/);
    expect(said).toMatch(/raises the level/);
    await page.close();
    await progress.close();
  });

  it('reveals the hidden word at the caret with Alt+I, counted as a hint', async () => {
    // At level 4 all the code is hidden, so the caret stands on a hidden word.
    const page = await open(browser, third!, 4);
    const before = await hidden(page).count();
    expect(before).toBeGreaterThan(0);
    await page.keyboard.press('Alt+KeyI');
    await expect.poll(() => hidden(page).count()).toBeLessThan(before);
    await page.keyboard.type(await keysAt(third!, 4));
    await page.getByRole('region', { name: 'Results' }).waitFor();
    expect(await figure(page, 'Hints').textContent()).toBe('1');
    await page.close();
  });

  it('auto-closes a bracket, types over its closer, and still finishes at 100 %', async () => {
    const page = await open(browser, first!);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('checkbox', { name: 'Auto-close brackets' }).check();
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('textbox', { name: 'Typing practice' }).focus();
    const keys = await keysAt(first!, 0);
    const opener = await firstOpener(first!);
    expect(keys[opener]).toBe('(');
    await page.keyboard.type(keys.slice(0, opener + 1));
    // The closer shows, filled in, before it is typed.
    const filled = page.locator('.token > .filled');
    await filled.first().waitFor({ timeout: 5_000 });
    expect(await filled.allTextContents()).toEqual([')']);
    await page.keyboard.type(keys.slice(opener + 1));
    await page.getByRole('region', { name: 'Results' }).waitFor();
    expect(await figure(page, 'Accuracy').textContent()).toBe('100%');
    await page.close();
  });

  it('passes axe on a drill at level 3, light and dark', async () => {
    const page = await open(browser, first!, 3);
    expect(await hidden(page).count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    // Reduced motion turns the controls' colour transitions off: axe reads the dark colours,
    // not a frame between the two themes.
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    expect(await seriousViolations(page)).toEqual([]);
    expect(browser.problems).toEqual([]);
    await page.close();
  });
});
