import {
  SEARCH_KEYSTROKE_BUDGET_RATIO,
  SEARCH_KEYSTROKE_PERCENTILE,
  SEARCH_RESULTS_BUDGET_MS,
} from '../budgets';
import { launchExtension, type ExtensionBrowser } from '../extension-browser';
import type { Bench } from './context';
import { SEARCH_FLOOR_PAGE } from './pages';
import { searchLatency, watchSearchLatency } from './pages-timing';
import { REPORTED, atMost, ms, type RowInput } from './report';
import { QUERIES, openPopup, openSearch, typeQueries } from './search-pages';
import { percentile } from './stats';

/** The p-th percentile key cost on a popup and on the floor page, all queries on each. */
async function keyCosts(browser: ExtensionBrowser) {
  const popup = await openPopup(browser);
  const floor = await openSearch(browser, SEARCH_FLOOR_PAGE);
  // All queries on the popup, then on the floor: a page brought back to the front repaints
  // whole, which would land on the first key of every query if the two took turns.
  const { costs, listed } = await typeQueries(popup);
  const floorCosts = (await typeQueries(floor, { list: listed })).costs;
  return { popup, floor, costs, floorCosts, listed: Math.max(...listed) };
}

/** The budgeted search-keystroke row. */
function keystrokeRow(
  what: string,
  { costs, floorCosts, listed }: { costs: number[]; floorCosts: number[]; listed: number },
): RowInput {
  const p = SEARCH_KEYSTROKE_PERCENTILE;
  const cost = percentile(costs, p);
  const floorCost = percentile(floorCosts, p);
  return {
    what: `${what} main-thread p${p} (${costs.length} keys)`,
    value: ms(cost),
    floor: `${ms(floorCost)} (input + worker + 30 of ${listed} rows)`,
    ratio: cost / floorCost,
    budget: atMost.ratio(SEARCH_KEYSTROKE_BUDGET_RATIO),
    ok: cost / floorCost <= SEARCH_KEYSTROKE_BUDGET_RATIO,
  };
}

/**
 * Search keystrokes in a browser whose storage `prepare` has filled first (own snippets):
 * the budgeted row only.
 */
export async function measureSearchWith(
  { extensionDir, record }: Bench,
  what: string,
  prepare: (browser: ExtensionBrowser) => Promise<void>,
): Promise<void> {
  const browser = await launchExtension({ extensionDir });
  await prepare(browser);
  const typed = await keyCosts(browser);
  await browser.close();
  record(keystrokeRow(what, typed));
}

/**
 * Search keystrokes: the queries typed on a fresh popup and on the search floor page, the
 * main-thread time of each key; then how soon results show, on a popup of its own.
 */
export async function measureSearch({ extensionDir, record }: Bench): Promise<void> {
  // A browser of its own, as a new user's: the drills' pages share the other one's main
  // thread and heap, and their teardown and garbage would land on the first keys typed here.
  const browser = await launchExtension({ extensionDir });
  const p = SEARCH_KEYSTROKE_PERCENTILE;
  const typed = await keyCosts(browser);
  const { popup, floor } = typed;
  // The same queries typed again on both pages: the cost once their code has run (reported).
  const again = await typeQueries(popup);
  const warm = percentile(again.costs, p);
  const warmFloor = percentile((await typeQueries(floor, { list: again.listed })).costs, p);
  await popup.page.close();
  await floor.page.close();
  // How soon results show, on a popup of its own: the observer that times them runs on every
  // change of the list, so it stays out of the pages whose keys are measured above.
  const timed = await openPopup(browser);
  await watchSearchLatency(timed.page);
  const latencies: number[] = [];
  await typeQueries(timed, {
    afterQuery: async () => {
      latencies.push(await searchLatency(timed.page));
    },
  });
  await browser.close();

  record(keystrokeRow('search keystroke', typed));
  record({
    what: `search keystroke p${p}, the queries typed again`,
    value: ms(warm),
    floor: ms(warmFloor),
    ratio: warm / warmFloor,
    budget: REPORTED,
    ok: true,
  });
  const slowest = Math.max(...latencies);
  record({
    what: `results after the last key (slowest of ${QUERIES.length})`,
    value: ms(slowest),
    budget: atMost.ms(SEARCH_RESULTS_BUDGET_MS),
    ok: slowest <= SEARCH_RESULTS_BUDGET_MS,
  });
  record({
    what: 'first query, worker and index start (7 keys)',
    value: ms(popup.firstQuery),
    budget: REPORTED,
    ok: true,
  });
}
