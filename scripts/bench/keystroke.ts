import { DRIFT_BUDGET_RATIO, KEYSTROKE_BUDGET_RATIO, SLOW_HANDLER_MS } from '../budgets';
import type { Bench } from './context';
import { KEYS_PER_CHUNK, chunksOf, openDrill, paired } from './drill';
import { longHandlers, metricsSession, typeAndMeasure, watchLongHandlers } from './measure';
import { PLAIN_PAGE } from './pages';
import { atMost, ms, slowHandlersRow } from './report';
import { median } from './stats';

/**
 * Keystrokes on the longest snippet: the main-thread time a key against the plain floor
 * page (chunks typed alternately on both), the slow handlers while typing it, and a key in
 * its last third against one in its first.
 */
export async function measureKeystroke(bench: Bench): Promise<void> {
  const { browser, base, longest, record } = bench;
  const chunks = chunksOf(longest.text, KEYS_PER_CHUNK);
  const drill = await openDrill(browser.context, base, longest.title);
  await watchLongHandlers(drill.page);
  const plain = await browser.context.newPage();
  await plain.goto(base + PLAIN_PAGE);
  const plainCdp = await metricsSession(plain);
  const appCosts: number[] = [];
  const floorCosts: number[] = [];
  const chunkRatios: number[] = [];
  for (const keys of chunks) {
    await drill.page.bringToFront();
    const appCost = await typeAndMeasure(drill.page, drill.cdp, keys);
    await plain.bringToFront();
    const floorCost = await typeAndMeasure(plain, plainCdp, keys);
    appCosts.push(appCost);
    floorCosts.push(floorCost);
    chunkRatios.push(appCost / floorCost);
  }
  await drill.page.getByRole('region', { name: 'Results' }).waitFor({ timeout: 5000 });
  const keyRatio = median(chunkRatios);
  record({
    what: `keystroke main-thread time (${longest.text.length} keys)`,
    value: ms(median(appCosts)),
    floor: `${ms(median(floorCosts))} (span + transform)`,
    ratio: keyRatio,
    budget: atMost.ratio(KEYSTROKE_BUDGET_RATIO),
    ok: keyRatio <= KEYSTROKE_BUDGET_RATIO,
  });
  record(
    slowHandlersRow(
      `event handlers of ${SLOW_HANDLER_MS} ms or more`,
      await longHandlers(drill.page),
    ),
  );

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
  for (const page of [drill.page, plain, start.page, end.page]) await page.close();
}
