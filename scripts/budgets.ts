/**
 * The performance budgets, one named constant each, shared by the build (its size guard)
 * and the benchmark (`npm run bench`). docs/budgets.md is their table: what, budget, and how
 * each is measured. Times are ratios against a floor measured in the same run wherever a
 * floor exists. A KB here is 1,000 bytes, the stricter reading.
 */

// Sizes, read from the build.

/** The JavaScript the popup loads when it opens, React included, gzip. */
export const POPUP_INITIAL_JS_BUDGET_BYTES = 75_000;

/** One language's snippet chunk, tokens included, gzip; the build fails over it. */
export const LANGUAGE_CHUNK_BUDGET_BYTES = 30_000;

// Times against a floor measured in the same run.

/** A page's first contentful paint, as a multiple of a blank page's of the same extension. */
export const FIRST_PAINT_BUDGET_RATIO = 1.5;

/** Main-thread time per key on the longest snippet, as a multiple of the plain floor page's. */
export const KEYSTROKE_BUDGET_RATIO = 2;

/**
 * A keystroke at the end of the longest snippet, or after `DRIFT_DRILLS` drills, as a
 * multiple of one at the start: typing must not slow down as a drill or a session goes on.
 */
export const DRIFT_BUDGET_RATIO = 1.2;

/** The drills typed in one page before its keystroke and heap are compared with its start. */
export const DRIFT_DRILLS = 20;

/** The JS heap after `DRIFT_DRILLS` drills, as a multiple of the heap after two (warmed up). */
export const HEAP_GROWTH_BUDGET_RATIO = 1.2;

/** The percentile of search keystrokes' main-thread time that is budgeted. */
export const SEARCH_KEYSTROKE_PERCENTILE = 95;

/** Search keystroke main-thread time at that percentile, as a multiple of the search floor's. */
export const SEARCH_KEYSTROKE_BUDGET_RATIO = 1.5;

// Times in milliseconds, where no floor does the same work.

/** An event handler this long or longer is slow: none is allowed while typing a drill. */
export const SLOW_HANDLER_MS = 16;

/** From a query's last key to its results shown, once the popup's search worker runs. */
export const SEARCH_RESULTS_BUDGET_MS = 50;

/** How long after a fresh popup opens its first query is typed. */
export const FIRST_QUERY_DELAY_MS = 500;

/** From the popup's first query's last key to its first results drawn. */
export const FIRST_QUERY_RESULTS_BUDGET_MS = 50;

/** The attempts in the log for which the attempt-log budgets hold (smaller logs are reported). */
export const BUDGETED_ATTEMPTS = 10_000;

/** The progress page's charts drawn, from the start of its navigation, with that log. */
export const CHARTS_DRAWN_BUDGET_MS = 500;

/** Bytes as kilobytes for a budget table: "30 KB". */
export const budgetKb = (bytes: number) => `${bytes / 1000} KB`;
