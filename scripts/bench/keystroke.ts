import { DRIFT_BUDGET_RATIO, KEYSTROKE_BUDGET_RATIO, SLOW_HANDLER_MS } from '../budgets';
import type { Page } from 'playwright-core';
import { highlightSet } from '../highlight';
import type { RecallLevel } from '@/utils/drill/recall/levels';
import { recallCues } from '@/utils/drill/recallCues';
import { lineClasses } from '@/utils/highlight/tokenClasses';
import { typedSequence } from '@/utils/drill/targets';
import type { Bench } from './context';
import { KEYS_PER_CHUNK, chunksOf, openDrill, paired } from './drill';
import { longHandlers, metricsSession, typeAndMeasure, watchLongHandlers } from './measure';
import { PLAIN_PAGE } from './pages';
import { atMost, ms, slowHandlersRow } from './report';
import { median } from './stats';

/** The keys of the longest snippet at a recall level, with the cues its page makes. */
async function keysAt({ longest }: Bench, level: RecallLevel): Promise<string> {
  if (level === 0) return longest.text;
  const set = await highlightSet('javascript', [
    { title: longest.title, key: 'longest', snippets: [...longest.lines] },
  ]);
  const classes = set.topics[0]!.tokens.map((tokens) => lineClasses(tokens, set.palette));
  return typedSequence(longest.lines, recallCues(longest.lines, classes, level));
}

/**
 * The main-thread time a key on the longest snippet at a recall level, against a fresh plain
 * floor page (chunks typed alternately on both, the floor flipping a span a key), and the
 * slow handlers while typing it. Returns the pages to close.
 */
async function keyCost(bench: Bench, level: RecallLevel): Promise<Page[]> {
  const { browser, base, longest, record } = bench;
  const text = await keysAt(bench, level);
  const chunks = chunksOf(text, KEYS_PER_CHUNK);
  // A floor of its own: one typed through already has every span marked, and setting a
  // class a span has already changes nothing, so a second drill on it would be measured
  // against a floor that flips no class at all.
  const floor = await browser.context.newPage();
  await floor.goto(base + PLAIN_PAGE);
  const drill = await openDrill(browser.context, base, longest.title, level);
  await watchLongHandlers(drill.page);
  const floorCdp = await metricsSession(floor);
  const appCosts: number[] = [];
  const floorCosts: number[] = [];
  const chunkRatios: number[] = [];
  for (const keys of chunks) {
    await drill.page.bringToFront();
    const appCost = await typeAndMeasure(drill.page, drill.cdp, keys);
    await floor.bringToFront();
    const floorCost = await typeAndMeasure(floor, floorCdp, keys);
    appCosts.push(appCost);
    floorCosts.push(floorCost);
    chunkRatios.push(appCost / floorCost);
  }
  await drill.page.getByRole('region', { name: 'Results' }).waitFor({ timeout: 5000 });
  const keyRatio = median(chunkRatios);
  record({
    what: `keystroke main-thread time (${text.length} keys, recall level ${level})`,
    value: ms(median(appCosts)),
    floor: `${ms(median(floorCosts))} (span + transform)`,
    ratio: keyRatio,
    budget: atMost.ratio(KEYSTROKE_BUDGET_RATIO),
    ok: keyRatio <= KEYSTROKE_BUDGET_RATIO,
  });
  record(
    slowHandlersRow(
      `event handlers of ${SLOW_HANDLER_MS} ms or more (level ${level})`,
      await longHandlers(drill.page),
    ),
  );
  return [drill.page, floor];
}

/**
 * Keystrokes on the longest snippet: the cost of a key at recall levels 0 and 3 against the
 * plain floor page, and a key in its last third against one in its first.
 */
export async function measureKeystroke(bench: Bench): Promise<void> {
  const { browser, base, longest, record } = bench;
  const chunks = chunksOf(longest.text, KEYS_PER_CHUNK);
  const drills = [...(await keyCost(bench, 0)), ...(await keyCost(bench, 3))];

  // The last third against the first: two drills, one typed up to its last third first.
  const third = Math.floor(chunks.length / 3);
  const start = await openDrill(browser.context, base, longest.title);
  const end = await openDrill(browser.context, base, longest.title);
  await end.page.keyboard.type(chunks.slice(0, chunks.length - 1 - third).join(''));
  // The final chunk, which also shows the Results, is left out.
  const thirds = await paired(start, end, chunks.slice(0, third), chunks.slice(-1 - third, -1));
  const endRatio = thirds.late / thirds.early;
  record({
    what: 'keystroke in the last third vs the first',
    value: ms(thirds.late),
    floor: ms(thirds.early),
    ratio: endRatio,
    budget: atMost.ratio(DRIFT_BUDGET_RATIO),
    ok: endRatio <= DRIFT_BUDGET_RATIO,
  });
  // Extension pages share one JS heap: closed, so the next measure's heap is its own pages'.
  for (const page of [...drills, start.page, end.page]) await page.close();
}
