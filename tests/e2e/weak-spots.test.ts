import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { topicDrillsByTitle } from './cards';

const javascript = await readLanguageSnippets('javascript');
const BRACKETS = new Set('()[]{}');
const bracketShare = (text: string) => {
  const chars = text.replace(/\s/g, '');
  return Array.from(chars).filter((char) => BRACKETS.has(char)).length / chars.length;
};
const average = bracketShare(javascript.flatMap((topic) => topic.snippets).join(''));

/** Types a drill with a wrong key on every bracket (under Stop the caret waits for it). */
async function typeMissingBrackets(page: Page, text: string) {
  for (const char of text) {
    if (BRACKETS.has(char)) await page.keyboard.type('x');
    await page.keyboard.type(char);
  }
}

describe('weak spots', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
    // These tests type whole topics: Drill length, Whole topic.
    const page = await browser.openNewTab();
    await page.evaluate(() => localStorage.setItem('code-recall-drill-length', 'topic'));
    await page.close();
  });
  afterAll(() => browser.close());

  it('finds brackets worst after missed brackets, and drills lines rich in them', async () => {
    const drill = await browser.openNewTab();
    await drill.getByRole('region', { name: 'Snippet code' }).waitFor();
    const title = await drill.getByRole('heading', { level: 2 }).textContent();
    const topic = javascript.find((entry) => entry.title === title)!;
    await drill.getByRole('textbox', { name: 'Typing practice' }).focus();
    const { keys } = (await topicDrillsByTitle('javascript')).get(topic.title)!;
    await typeMissingBrackets(drill, keys);
    await drill.getByRole('region', { name: 'Results' }).waitFor();

    const progress = await browser.context.newPage();
    await progress.setViewportSize({ width: 1280, height: 900 });
    await progress.goto(`chrome-extension://${browser.extensionId}/progress.html`);
    const table = progress.getByRole('table', { name: 'Token classes' });
    await table.waitFor();
    const rates = await table.locator('tbody tr').evaluateAll((rows) =>
      rows.map((row) => ({
        name: row.querySelector('th')?.textContent,
        // A class never typed shows a dash: no rate.
        rate: Number.parseFloat(row.querySelectorAll('td')[0]?.textContent ?? '') || 0,
      })),
    );
    const worst = [...rates].sort((a, b) => b.rate - a.rate)[0];
    expect(worst?.name).toBe('bracket');

    const [weak] = await Promise.all([
      browser.context.waitForEvent('page'),
      progress.getByRole('button', { name: 'Practise weak spots' }).click(),
    ]);
    const code = weak.getByRole('region', { name: 'Snippet code' });
    await code.waitFor();
    const lines = (await code.textContent())!.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(8);
    expect(bracketShare(lines.join(''))).toBeGreaterThan(average);
  });
});
