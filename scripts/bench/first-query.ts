import { FIRST_QUERY_DELAY_MS, FIRST_QUERY_RESULTS_BUDGET_MS } from '../budgets';
import { launchExtension } from '../extension-browser';
import type { Bench } from './context';
import { TOPICS_LIST, firstResults, watchFirstResults } from './pages-timing';
import { atMost, ms } from './report';
import { openSearchBox } from './search-pages';
import { median } from './stats';

/** Fresh popups opened, one after the other: the median, so one slow start does not decide. */
const FRESH_POPUPS = 5;

/** The first query, and the option its results must show. */
const QUERY = 'closure';
const EXPECTED = 'Closures';

/**
 * The popup's first query: a fresh popup, `FIRST_QUERY_DELAY_MS` after it opened, gets a
 * short query typed a key at a time; the time from its last key to its first results drawn
 * in the Topics list. Nothing in the popup is instrumented but a key listener and an observer
 * of the list, added just before the keys.
 */
export async function measureFirstQuery({ extensionDir, record }: Bench): Promise<void> {
  // A browser of its own, as the search keys have: nothing else runs on its main thread.
  const browser = await launchExtension({ extensionDir });
  const times: number[] = [];
  for (let popup = 0; popup < FRESH_POPUPS; popup += 1) {
    const { page } = await openSearchBox(browser, 'popup.html');
    await page.locator(TOPICS_LIST).waitFor();
    // Until the delay has passed since the popup's navigation started (its time origin).
    await page.evaluate(
      (delay) => new Promise((resolve) => setTimeout(resolve, delay - performance.now())),
      FIRST_QUERY_DELAY_MS,
    );
    await watchFirstResults(page);
    await page.keyboard.type(QUERY);
    times.push(await firstResults(page));
    // The results drawn are the query's own.
    await page.getByRole('option', { name: EXPECTED, exact: true }).waitFor();
    await page.close();
  }
  await browser.close();
  console.log(`    first results after the last key: ${times.map(ms).join(', ')}`);
  const first = median(times);
  record({
    what: `popup's first query, results after its last key (median of ${FRESH_POPUPS})`,
    value: ms(first),
    budget: atMost.ms(FIRST_QUERY_RESULTS_BUDGET_MS),
    ok: first <= FIRST_QUERY_RESULTS_BUDGET_MS,
  });
}
