import { BUDGETED_ATTEMPTS, CHARTS_DRAWN_BUDGET_MS, SLOW_HANDLER_MS } from '../budgets';
import { seedLog, syntheticLog } from './attempts';
import type { Bench } from './context';
import { openDrill } from './drill';
import { longHandlers, settle, watchLongHandlers } from './measure';
import { BLANK_PAGE } from './pages';
import { chartsDrawn } from './pages-timing';
import { paintRatio, recordPaint } from './paints';
import { REPORTED, atMost, ms, slowHandlersRow } from './report';

/** The logs loaded, smallest first, so the growth shows; the budgets hold at the largest. */
const LOG_SIZES = [100, 1_000, BUDGETED_ATTEMPTS];

/** Rounds of each page and the blank page, loaded alternately, for each log. */
const PAGE_ROUNDS = 7;

/**
 * A large attempt log: the new tab's and progress page's first paint and the progress
 * charts with each log, then a drill recorded into the largest.
 */
export async function measureAttemptLog(bench: Bench): Promise<void> {
  const { browser, base, shortest, record } = bench;
  const seeder = await browser.context.newPage();
  await seeder.goto(base + BLANK_PAGE);
  for (const count of LOG_SIZES) {
    await seedLog(seeder, await syntheticLog(count, Date.now()));
    const budgeted = count === BUDGETED_ATTEMPTS;
    const label = `${count.toLocaleString('en')} attempts`;
    for (const [name, page] of [
      ['newtab', 'newtab.html'],
      ['progress', 'progress.html'],
    ] as const) {
      const paint = await paintRatio(bench, page, PAGE_ROUNDS);
      recordPaint(bench, `${name} first paint, ${label}`, paint, budgeted);
    }
    const drawn = await chartsDrawn(browser.context, base + 'progress.html');
    record({
      what: `progress charts drawn, ${label}`,
      value: ms(drawn),
      budget: budgeted ? atMost.ms(CHARTS_DRAWN_BUDGET_MS) : REPORTED,
      ok: !budgeted || drawn <= CHARTS_DRAWN_BUDGET_MS,
    });
  }
  // A drill that ends with the largest log stored: recording it stays a quick handler.
  const loaded = await openDrill(browser.context, base, shortest.title);
  await loaded.page.waitForTimeout(1000);
  await watchLongHandlers(loaded.page);
  await loaded.page.keyboard.type(shortest.text);
  await loaded.page.getByRole('region', { name: 'Results' }).waitFor();
  await settle(loaded.page);
  record(
    slowHandlersRow(
      `handlers of ${SLOW_HANDLER_MS} ms or more, recording with ${BUDGETED_ATTEMPTS.toLocaleString('en')}`,
      await longHandlers(loaded.page),
    ),
  );
  await seeder.close();
}
