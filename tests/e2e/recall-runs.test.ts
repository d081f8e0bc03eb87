import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highlightSet } from '@/scripts/highlight';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { recallCues } from '@/utils/drill/recallCues';
import { lineClasses } from '@/utils/highlight/tokenClasses';
import { typedSequence } from '@/utils/drill/targets';
import { seriousViolations } from './axe';
import { drillOf, figure } from './drills';

/** The recall keys of a topic: its lines with the cues the page makes from the same tokens. */
async function recallKeys(title: string, lines: string[], key: string) {
  const set = await highlightSet('javascript', [{ title, key, snippets: lines }]);
  const classes = set.topics[0]!.tokens.map((tokens) => lineClasses(tokens, set.palette));
  return typedSequence(lines, recallCues(lines, classes));
}

describe('recall mode and implausible runs', () => {
  let browser: ExtensionBrowser;
  /** The recall drill the first test finishes, for the progress page to show. */
  let finished: { title: string; wpm: number } | undefined;
  beforeAll(async () => {
    browser = await launchExtension();
  });
  afterAll(() => browser.close());

  it('shows comments as prompts, keeps the hidden code its shape, and types only code', async () => {
    const page = await browser.openNewTab();
    // A fresh profile opens on the first topic, whose first line is a comment.
    // The first card of that topic: what the drill shows.
    const { topic: shown, lines: snippets } = await drillOf(page);
    const topic = { ...shown, snippets };
    expect(topic.snippets[0]).toMatch(/^\/\//);
    await page.getByRole('combobox', { name: 'Recall level' }).selectOption('4');
    await page.getByRole('textbox', { name: 'Typing practice' }).focus();
    const code = page.getByRole('region', { name: 'Snippet code' });
    const lines = await code.locator('.code-line').all();
    const firstCode = topic.snippets.findIndex((line) => /^\s*[^\s/]/.test(line));

    // The comment is there to read; the code is not in what a screen reader gets: its
    // characters are on the page, drawn transparent and left out of the accessibility tree.
    const text = (await code.textContent())!;
    expect(text.split('\n')[0]).toBe(topic.snippets[0]);
    const readOut = await code.ariaSnapshot();
    expect(readOut).toContain(topic.snippets[0]);
    expect(readOut).not.toContain(topic.snippets[firstCode]!.trim());

    // Each hidden character is as wide as a shown one: the line is as wide as its text.
    const widthOf = (index: number) =>
      lines[index]!.evaluate((line) => {
        const tokens = line.querySelectorAll('.token');
        const range = document.createRange();
        range.setStartBefore(tokens[0]!);
        range.setEndAfter(tokens[tokens.length - 1]!);
        return range.getBoundingClientRect().width;
      });
    const charWidth = (await widthOf(0)) / topic.snippets[0]!.length;
    expect(await widthOf(firstCode)).toBeCloseTo(topic.snippets[firstCode]!.length * charWidth, 0);
    expect(
      await code
        .locator('.hidden')
        .first()
        .evaluate((char) => char.getBoundingClientRect().width),
    ).toBeCloseTo(charWidth, 1);

    // The caret starts on the first line of code, past the comment.
    const caret = (await page.locator('[data-caret]').boundingBox())!;
    const line = (await lines[firstCode]!.boundingBox())!;
    const middle = caret.y + caret.height / 2;
    expect(middle).toBeGreaterThan(line.y);
    expect(middle).toBeLessThan(line.y + line.height);
    expect(await figure(page, 'Accuracy').textContent()).not.toBe('0%');
    expect(await seriousViolations(page)).toEqual([]);

    // The keys of the code alone finish the drill: no comment is typed. Typed 12 ms a key,
    // about 1,000 WPM: no person's run.
    await page.keyboard.type(await recallKeys(topic.title, topic.snippets, topic.key), {
      delay: 12,
    });
    const results = page.getByRole('region', { name: 'Results' });
    await results.waitFor();
    expect(await figure(page, 'Accuracy').textContent()).toBe('100%');
    finished = { title: topic.title, wpm: Number(await figure(page, 'WPM').textContent()) };
    expect(finished.wpm).toBeGreaterThan(250);
    await expect
      .poll(() => results.textContent())
      .toMatch(/Not counted as a best: [\d,]+ WPM is faster than anyone types\./);
    expect(await results.textContent()).not.toContain('Personal best');
    await page.close();
  });

  it("leaves the scripted run out of the progress page's best WPM, and counts it", async () => {
    const page = await browser.context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`chrome-extension://${browser.extensionId}/progress.html`);
    const row = page
      .getByRole('table', { name: 'Topics' })
      .getByRole('row', { name: new RegExp(`^${finished!.title}`) });
    const cells = row.locator('td');
    await expect.poll(() => cells.first().textContent()).toBe('1');
    // Attempts, Looked up, then Best WPM.
    expect(await cells.nth(2).textContent()).toBe('–');
    await page.close();
  });
});
