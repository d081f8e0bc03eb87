import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchExtension, type ExtensionBrowser } from '@/scripts/extension-browser';
import { highlightSet } from '@/scripts/highlight';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { recallCues } from '@/utils/drill/recallCues';
import { typedSequence } from '@/utils/drill/targets';
import { lineClasses } from '@/utils/highlight/tokenClasses';
import { SHOWN_FOR_MS } from '@/utils/progress/lookups';

const go = await highlightSet('go', await readLanguageSnippets('go'));
const goClosures = go.topics.find((topic) => topic.key === 'closures')!;
/** The keys of Go's Closures typed from memory: level 4, its comments given as cues. */
const goKeys = typedSequence(
  goClosures.lines,
  recallCues(
    goClosures.lines,
    goClosures.tokens.map((line) => lineClasses(line, go.palette)),
    4,
  ),
);

describe('what only Code Recall does', () => {
  let browser: ExtensionBrowser;
  beforeAll(async () => {
    browser = await launchExtension();
  });
  afterAll(() => browser.close());

  it('opens the next new tab on a topic looked up twice, saying why', async () => {
    for (let time = 0; time < 2; time += 1) {
      const popup = await browser.openPopup();
      await popup.getByRole('searchbox', { name: 'Search snippets' }).fill('promises');
      await expect
        .poll(() => popup.getByRole('heading', { level: 2 }).textContent())
        .toBe('Promises');
      // Shown long enough to count as a lookup.
      await popup.waitForTimeout(SHOWN_FOR_MS + 500);
      if (time === 1) {
        await popup.getByText(/You looked this up 2 times this month/).waitFor();
      }
      await popup.close();
    }
    const page = await browser.openNewTab();
    await expect.poll(() => page.getByRole('heading', { level: 2 }).textContent()).toBe('Promises');
    await page.getByText(/You looked this up 2 times this month/).waitFor();
    await page.close();
  });

  it("drills Go's closures translated from Python's, from compare, into Go's history", async () => {
    const compare = await browser.context.newPage();
    await compare.setViewportSize({ width: 1280, height: 800 });
    await compare.goto(
      `chrome-extension://${browser.extensionId}/compare.html?topic=closures&languages=python,go`,
    );
    await compare.getByRole('region', { name: 'Python code' }).waitFor();
    // The whole topic, so the keys typed are Go's Closures whole.
    await compare.evaluate(() => localStorage.setItem('code-recall-drill-length', 'topic'));
    const opened = browser.context.waitForEvent('page');
    await compare.getByRole('button', { name: 'Drill in Go' }).click();
    const page = await opened;
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('region', { name: 'Python code' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Translate from' }).inputValue()).toBe(
      'python',
    );
    expect(await page.getByRole('heading', { level: 2 }).textContent()).toBe('Closures');
    await page.getByRole('textbox', { name: 'Typing practice' }).focus();
    await page.keyboard.type(goKeys);
    await page.getByRole('region', { name: 'Results' }).waitFor();

    const progress = await browser.context.newPage();
    await progress.goto(`chrome-extension://${browser.extensionId}/progress.html`);
    await progress.getByRole('combobox', { name: 'Show progress for' }).selectOption('Go');
    const row = progress
      .getByRole('table', { name: 'Topics' })
      .getByRole('row', { name: /^Closures/ });
    await expect.poll(() => row.getByRole('cell').first().textContent()).toBe('1');
    await Promise.all([compare.close(), page.close(), progress.close()]);
  });
});
