import { DRIFT_BUDGET_RATIO, DRIFT_DRILLS, HEAP_GROWTH_BUDGET_RATIO } from '../budgets';
import type { Bench } from './context';
import { KEYS_PER_CHUNK, chunksOf, completeAndRestart, openDrill, paired } from './drill';
import { heapAfterGc } from './measure';
import { atMost, kb, ms } from './report';

/** Drills typed before the heap is first read: code compiled, caches filled. */
const WARM_DRILLS = 2;

/**
 * A long session: `DRIFT_DRILLS` drills of the shortest topic typed in one page, then its
 * JS heap against the heap after two, and a key in it against one in a fresh page's first.
 */
export async function measureLongSession(bench: Bench): Promise<void> {
  const { browser, base, shortest, record } = bench;
  const worn = await openDrill(browser.context, base, shortest.title);
  for (let done = 1; done <= WARM_DRILLS; done += 1) await completeAndRestart(worn, shortest.text);
  const heapWarm = await heapAfterGc(worn.cdp);
  for (let done = WARM_DRILLS + 1; done <= DRIFT_DRILLS; done += 1) {
    await completeAndRestart(worn, shortest.text);
  }
  const heapAfter = await heapAfterGc(worn.cdp);
  const heapRatio = heapAfter / heapWarm;
  record({
    what: `JS heap after ${DRIFT_DRILLS} drills vs after ${WARM_DRILLS}`,
    value: kb(heapAfter),
    floor: kb(heapWarm),
    ratio: heapRatio,
    budget: atMost.ratio(HEAP_GROWTH_BUDGET_RATIO),
    ok: heapRatio <= HEAP_GROWTH_BUDGET_RATIO,
  });
  // A keystroke after the drills against one in a fresh page's first, typed alternately; the
  // final chunk, which shows the Results, left out.
  const fresh = await openDrill(browser.context, base, shortest.title);
  const chunks = chunksOf(shortest.text, KEYS_PER_CHUNK).slice(0, -1);
  const drills = await paired(fresh, worn, chunks, chunks);
  const drillRatio = drills.late / drills.early;
  record({
    what: `keystroke after ${DRIFT_DRILLS} drills vs in the first`,
    value: ms(drills.late),
    floor: ms(drills.early),
    ratio: drillRatio,
    budget: atMost.ratio(DRIFT_BUDGET_RATIO),
    ok: drillRatio <= DRIFT_BUDGET_RATIO,
  });
  for (const page of [fresh.page, worn.page]) await page.close();
}
