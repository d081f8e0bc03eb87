import type { Page } from 'playwright-core';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { OWN_SNIPPETS, OWN_SNIPPET_LINES, SAVE_SNIPPET_BUDGET_MS } from '../budgets';
import { readLanguageSnippets } from '../content/sources';
import { highlightSet } from '../highlight';
import type { Bench } from './context';
import { paintRatio, recordPaint } from './paints';
import { REPORTED, atMost, ms } from './report';
import { measureSearchWith } from './search';
import { seedStore } from './seed';
import { median } from './stats';

/** Rounds of each page and the blank page, loaded alternately. */
const PAGE_ROUNDS = 9;
/** Saves timed once the grammar is loaded. */
const WARM_SAVES = 5;

/**
 * The bench's own snippets: JavaScript's topics joined and cut into snippets of
 * `OWN_SNIPPET_LINES` lines, highlighted by the build's pipeline (a snippet saved on the
 * page is highlighted the same way), all in JavaScript, the language the pages open on.
 */
async function benchSnippets(): Promise<OwnSnippet[]> {
  const lines = (await readLanguageSnippets('javascript')).flatMap((topic) => topic.snippets);
  const groups = Array.from({ length: OWN_SNIPPETS }, (_, index) => {
    const start = (index * 7) % (lines.length - OWN_SNIPPET_LINES);
    return {
      title: `Bench snippet ${index + 1}`,
      key: `my-bench-snippet-${index + 1}`,
      snippets: lines.slice(start, start + OWN_SNIPPET_LINES),
    };
  });
  const { palette, topics } = await highlightSet('javascript', groups);
  const time = (index: number) => new Date(Date.UTC(2026, 0, 1, 0, index)).toISOString();
  return topics.map((topic, index) => ({
    id: `bench-${index + 1}`,
    language: 'javascript',
    key: topic.key,
    title: topic.title,
    lines: [...topic.lines],
    palette: [...palette],
    tokens: topic.tokens.map((line) => [...line]),
    createdAt: time(index),
    updatedAt: time(index),
  }));
}

/** A Python snippet of 40 lines, a little different each time, as a user would paste it. */
const pythonSnippet = (round: number) =>
  Array.from({ length: OWN_SNIPPET_LINES / 4 }, (_, index) =>
    [
      `def step_${round}_${index}(items: list[int]) -> int:`,
      `    """Sum the even items, round ${round}."""`,
      '    return sum(item for item in items if item % 2 == 0)',
      '',
    ].join('\n'),
  ).join('\n');

/** From the click on Save snippet to the "Saved" status, in the page's own clock. */
async function timeSave(page: Page, round: number): Promise<number> {
  await page.getByRole('combobox', { name: 'Snippet language' }).selectOption({ label: 'Python' });
  await page.getByRole('textbox', { name: 'Title' }).fill(`Bench save ${round}`);
  await page.getByRole('textbox', { name: 'Code' }).fill(pythonSnippet(round));
  await page.getByRole('button', { name: 'Save snippet' }).waitFor();
  // Timed in the page: the click and the status it waits for, no round trip to the bench.
  return page.evaluate(
    ({ title }) =>
      new Promise<number>((resolve) => {
        const button = [...document.querySelectorAll('button')].find(
          (element) => element.textContent.trim() === 'Save snippet',
        )!;
        const start = performance.now();
        const observer = new MutationObserver(() => {
          const saved = [...document.querySelectorAll('[role="status"]')].some((element) =>
            element.textContent.includes(`Saved “${title}”`),
          );
          if (!saved) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
        button.click();
      }),
    { title: `Bench save ${round}` },
  );
}

/**
 * Own snippets: the new tab's and popup's first paint with `OWN_SNIPPETS` stored, search
 * keystrokes over them in a browser of its own, and saving one on the snippets page.
 */
export async function measureOwnSnippets(bench: Bench): Promise<void> {
  const { browser, base, record } = bench;
  const snippets = await benchSnippets();
  const label = `${OWN_SNIPPETS} own snippets`;
  const seeder = await browser.context.newPage();
  await seeder.goto(base + 'newtab.html');
  await seedStore(seeder, 'snippets', snippets, true);
  await seeder.close();
  for (const [name, page] of [
    ['newtab', 'newtab.html'],
    ['popup', 'popup.html'],
  ] as const) {
    recordPaint(bench, `${name} first paint, ${label}`, await paintRatio(bench, page, PAGE_ROUNDS));
  }
  await measureSearchWith(bench, `search keystroke, ${label}`, async (other) => {
    const page = await other.context.newPage();
    await page.goto(`chrome-extension://${other.extensionId}/newtab.html`);
    await seedStore(page, 'snippets', snippets, true);
    await page.close();
  });

  const page = await browser.context.newPage();
  await page.goto(base + 'snippets.html');
  const cold = await timeSave(page, 0);
  const warm: number[] = [];
  for (let round = 1; round <= WARM_SAVES; round++) warm.push(await timeSave(page, round));
  await page.close();
  record({
    what: 'saving a 40-line snippet, its grammar loading',
    value: ms(cold),
    budget: REPORTED,
    ok: true,
  });
  const saved = median(warm);
  record({
    what: `saving a 40-line snippet, its grammar loaded (median of ${WARM_SAVES})`,
    value: ms(saved),
    budget: atMost.ms(SAVE_SNIPPET_BUDGET_MS),
    ok: saved <= SAVE_SNIPPET_BUDGET_MS,
  });
}
