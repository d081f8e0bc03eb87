import { FIRST_PAINT_BUDGET_RATIO } from '../budgets';
import type { Bench } from './context';
import { firstContentfulPaint } from './measure';
import { BLANK_PAGE } from './pages';
import { REPORTED, atMost, ms } from './report';
import { median } from './stats';

/** Rounds of each page and the blank page, loaded alternately. */
const PAGE_ROUNDS = 15;

/** A page's first paint against the blank page's: the median of each. */
type Paint = { app: number; blank: number; ratio: number };

/** First paint of a page against the blank page, loaded alternately in one tab. */
export async function paintRatio({ browser, base }: Bench, page: string, rounds: number) {
  const tab = await browser.context.newPage();
  const app: number[] = [];
  const blank: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    app.push(await firstContentfulPaint(tab, base + page));
    blank.push(await firstContentfulPaint(tab, base + BLANK_PAGE));
  }
  await tab.close();
  return { app: median(app), blank: median(blank), ratio: median(app) / median(blank) };
}

/** A first-paint row: within its budget's multiple of blank when budgeted, else reported. */
export function recordPaint({ record }: Bench, what: string, paint: Paint, budgeted = true) {
  record({
    what,
    value: ms(paint.app),
    floor: ms(paint.blank),
    ratio: paint.ratio,
    budget: budgeted ? atMost.ratio(FIRST_PAINT_BUDGET_RATIO) : REPORTED,
    ok: !budgeted || paint.ratio <= FIRST_PAINT_BUDGET_RATIO,
  });
}

/** The new tab, popup and compare page's first contentful paint against blank. */
export async function measureFirstPaints(bench: Bench): Promise<void> {
  for (const page of ['newtab.html', 'popup.html', 'compare.html']) {
    recordPaint(
      bench,
      `${page} first contentful paint`,
      await paintRatio(bench, page, PAGE_ROUNDS),
    );
  }
}
