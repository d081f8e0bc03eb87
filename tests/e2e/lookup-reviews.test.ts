import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { highlightSet } from '@/scripts/highlight';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { recallCues } from '@/utils/drill/recallCues';
import { typedSequence } from '@/utils/drill/targets';
import { lineClasses } from '@/utils/highlight/tokenClasses';
import { SHOWN_FOR_MS } from '@/utils/progress/lookups';
import { E2E_BROWSERS } from './driver/browsers';
import type { TestBrowser } from './driver/browser';
import { byRole } from './driver/query';

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

const REASON = /You looked this up 2 times this month, so it joined your reviews\./;
const title = byRole('heading', { level: 2 });

describe.each(E2E_BROWSERS)('what only Code Recall does, in $name', ({ launch }) => {
  let browser: TestBrowser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it('opens the next new tab on a topic looked up twice, saying why', async () => {
    // A new tab before the lookups: the place it opened on is stored, and the lookups win.
    const before = await browser.openNewTab();
    await expect.poll(() => before.text(title)).toBe('Basic Variables');
    await before.close();
    for (let time = 0; time < 2; time += 1) {
      const popup = await browser.open('popup.html', { width: 600, height: 560 });
      await popup.focus(byRole('searchbox', { name: 'Search snippets' }));
      await popup.type('promises');
      await expect.poll(() => popup.text(title)).toBe('Promises');
      // Shown long enough to count as a lookup.
      await new Promise((done) => setTimeout(done, SHOWN_FOR_MS + 500));
      if (time === 1) await expect.poll(() => popup.text(byRole('main'))).toMatch(REASON);
      await popup.close();
    }
    const page = await browser.openNewTab();
    await expect.poll(() => page.text(title)).toBe('Promises');
    await expect.poll(() => page.text(byRole('region', { name: 'Promises' }))).toMatch(REASON);
    await page.close();
    expect(browser.problems).toEqual([]);
  });

  it("drills Go's closures translated from Python's, from compare, into Go's history", async () => {
    const compare = await browser.open('compare.html?topic=closures&languages=python,go');
    await compare.waitFor(byRole('region', { name: 'Python code' }));
    // The whole topic, so the keys typed are Go's Closures whole.
    await compare.evaluate(() => localStorage.setItem('code-recall-drill-length', 'topic'), null);
    const page = await browser.opened(() =>
      compare.click(byRole('button', { name: 'Drill in Go' })),
    );
    await page.waitFor(byRole('region', { name: 'Python code' }));
    expect(await page.value(byRole('combobox', { name: 'Translate from' }))).toBe('python');
    expect(await page.text(title)).toBe('Closures');
    // Both columns wrap a long line (Go's "// 1 2 1: each has its own count" cue) rather than
    // cut it off at the box's edge.
    const overflowing = await page.evaluate(
      () =>
        [...document.querySelectorAll('pre.code-view')].filter(
          (code) => code.scrollWidth > code.clientWidth,
        ).length,
      null,
    );
    expect(overflowing).toBe(0);
    await page.focus(byRole('textbox', { name: 'Typing practice' }));
    await page.type(goKeys);
    await page.waitFor(byRole('region', { name: 'Results' }));

    const progress = await browser.open('progress.html', { height: 900 });
    await progress.select(byRole('combobox', { name: 'Show progress for' }), 'Go');
    const topics = byRole('table', { name: 'Topics' });
    await progress.waitFor(byRole('row', { name: /^Closures 1 /, within: topics }));
    await Promise.all([compare.close(), page.close(), progress.close()]);
    expect(browser.problems).toEqual([]);
  });
});
