/**
 * The performance budgets, one named constant each, shared by the build (its size guard)
 * and the benchmark (`npm run bench`). docs/budgets.md is their table (what, budget, how each
 * is measured), written from `BUDGET_TABLE` below by `npm run budgets:doc`; a test fails when
 * it is out of date. Times are ratios against a floor measured in the same run wherever a
 * floor does the same work. A KB here is 1,000 bytes, the stricter reading.
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

/** The attempts in the progress file the bench imports. */
export const IMPORT_ATTEMPTS = 100_000;

/** After the import's outcome, how long the page is watched for what runs after it. */
export const IMPORT_SETTLE_MS = 5_000;

/** The longest main-thread task while that file is imported: the page stays responsive. */
export const IMPORT_LONGEST_TASK_BUDGET_MS = 200;

/** The own snippets the bench stores, and their length in lines. */
export const OWN_SNIPPETS = 500;
export const OWN_SNIPPET_LINES = 40;

/** Saving one snippet on the snippets page, its grammar loaded: from Save to "Saved". */
export const SAVE_SNIPPET_BUDGET_MS = 300;

/** The typing speed a card's length is budgeted at, and the median card's budget there. */
export const CARD_WPM = 40;
export const CARD_SECONDS_BUDGET = 60;

/** The own snippets whose cards the bench reports beside the built-in ones. */
export const OWN_CARD_SNIPPETS = 50;

/** Bytes as kilobytes for a budget table: "30 KB". */
export const budgetKb = (bytes: number) => `${bytes / 1000} KB`;

/** A line of docs/budgets.md: what is budgeted, its budget, and how the bench measures it. */
type Budget = { what: string; budget: string; how: string };

/** The budgets as docs/budgets.md lists them (`npm run budgets:doc` writes it from this). */
export const BUDGET_TABLE: readonly Budget[] = [
  {
    what: "The popup's initial JavaScript (gzip)",
    budget: `≤ ${budgetKb(POPUP_INITIAL_JS_BUDGET_BYTES)}, React included`,
    how: 'Read from the build: the scripts popup.html names and every chunk they import statically, followed to the end, gzipped.',
  },
  {
    what: "One language's snippet chunk (gzip, tokens included)",
    budget: `≤ ${budgetKb(LANGUAGE_CHUNK_BUDGET_BYTES)}`,
    how: 'The build fails on a chunk over it (scripts/vite-plugin-snippets.ts); the bench reports the largest.',
  },
  {
    what: 'First contentful paint of the new tab, popup and compare page',
    budget: `≤ ${FIRST_PAINT_BUDGET_RATIO} × a blank page's`,
    how: 'Each page and a blank page of the same extension (scripts/bench/floors/blank.html) loaded alternately in one tab; the medians compared.',
  },
  {
    what: 'Main-thread time per keystroke on the longest JavaScript snippet',
    budget: `≤ ${KEYSTROKE_BUDGET_RATIO} × the plain floor page's`,
    how: "The snippet typed in chunks, each typed on a drill and then on a fresh plain floor page of its own (floors/plain.html: one span's class flipped and the caret moved with a transform per key); Chromium's main-thread task time; the median of the chunks' ratios.",
  },
  {
    what: `Event handlers while typing that snippet, and while recording a drill with ${BUDGETED_ATTEMPTS.toLocaleString('en')} attempts stored`,
    budget: `none of ${SLOW_HANDLER_MS} ms or more`,
    how: "The Event Timing API in the drill's page: each handler's processing time.",
  },
  {
    what: 'A keystroke in the last third of that snippet',
    budget: `≤ ${DRIFT_BUDGET_RATIO} × one in its first third`,
    how: 'Two drills, one typed up to its last third first, their chunks typed alternately (the last chunk, which shows the Results, left out); the medians compared.',
  },
  {
    what: `A keystroke after ${DRIFT_DRILLS} drills`,
    budget: `≤ ${DRIFT_BUDGET_RATIO} × one in a fresh page's first drill`,
    how: `The shortest JavaScript topic completed and restarted ${DRIFT_DRILLS} times in one page, then typed in chunks alternately with a fresh page; the medians compared.`,
  },
  {
    what: `The JS heap after ${DRIFT_DRILLS} drills`,
    budget: `≤ ${HEAP_GROWTH_BUDGET_RATIO} × after two`,
    how: 'Used JS heap after a forced garbage collection, after the second drill (code compiled, caches filled) and the last, the other extension pages closed.',
  },
  {
    what: `Search keystroke main-thread time, p${SEARCH_KEYSTROKE_PERCENTILE}`,
    budget: `≤ ${SEARCH_KEYSTROKE_BUDGET_RATIO} × the search floor page's`,
    how: "The bench's queries (scripts/bench/search-pages.ts) typed a key at a time on a fresh popup, its worker started by a first query, in a browser of its own; then on the search floor page (floors/search.html: a box, a worker answering 30 results, 30 rows rewritten in a list as tall as the popup's; before each query it lists as many rows as the popup listed with its box empty, and drops the rest in one range on the first answer, as the popup does); each key's main-thread task time.",
  },
  {
    what: "Results after a query's last key",
    budget: `≤ ${SEARCH_RESULTS_BUDGET_MS} ms`,
    how: "The same queries on a third popup, watched by a key listener and an observer of its Topics list: from the last key down to the list's last change; the slowest query.",
  },
  {
    what: `The popup's first query, typed ${FIRST_QUERY_DELAY_MS} ms after it opens`,
    budget: `≤ ${FIRST_QUERY_RESULTS_BUDGET_MS} ms from its last key to its first results`,
    how: 'Fresh popups in a browser of their own, "closure" typed a key at a time in each: from the last key down to the first change of the Topics list that shows results (matches marked); the median of the popups.',
  },
  {
    what: `First contentful paint of the new tab and progress page, ${BUDGETED_ATTEMPTS.toLocaleString('en')} attempts stored`,
    budget: `≤ ${FIRST_PAINT_BUDGET_RATIO} × a blank page's`,
    how: 'A synthetic log written to IndexedDB, then as the first paints above; smaller logs are reported, so the growth shows.',
  },
  {
    what: `The progress page's charts, ${BUDGETED_ATTEMPTS.toLocaleString('en')} attempts stored`,
    budget: `drawn ≤ ${CHARTS_DRAWN_BUDGET_MS} ms`,
    how: "The page's `code-recall:charts-drawn` mark, from the start of its navigation.",
  },
  {
    what: `First contentful paint of the new tab and popup, ${OWN_SNIPPETS} own snippets of ${OWN_SNIPPET_LINES} lines stored`,
    budget: `≤ ${FIRST_PAINT_BUDGET_RATIO} × a blank page's`,
    how: "JavaScript's topics cut into snippets of that length, highlighted as the build highlights, written to IndexedDB's `snippets` table, all in the language both pages open on; then as the first paints above.",
  },
  {
    what: `Search keystroke main-thread time, p${SEARCH_KEYSTROKE_PERCENTILE}, with those snippets`,
    budget: `≤ ${SEARCH_KEYSTROKE_BUDGET_RATIO} × the search floor page's`,
    how: "As the search keystroke above, in a browser of its own whose IndexedDB holds the snippets, so the popup's worker adds them to its index before the queries.",
  },
  {
    what: 'Saving one snippet of 40 lines, its grammar loaded',
    budget: `≤ ${SAVE_SNIPPET_BUDGET_MS} ms`,
    how: 'On snippets.html: a Python snippet saved once (the grammar loads: reported), then five more; from the click on Save snippet to the "Saved" status, the median of the five.',
  },
  {
    what: `Importing a progress file of ${IMPORT_ATTEMPTS.toLocaleString('en')} attempts`,
    budget: `no main-thread task over ${IMPORT_LONGEST_TASK_BUDGET_MS} ms, what runs after it included; time and peak heap reported`,
    how: `A synthetic log in the stored shape, as an export file, set on progress.html's file input into an empty log; a PerformanceObserver for 'longtask' in the page, from the input's change to ${IMPORT_SETTLE_MS / 1000} s after the outcome line (the schedule, the page's views and sync's share of the new log); the page's JS heap sampled every 100 ms over CDP (the import worker's heap not counted).`,
  },
  {
    what: `The median card of the built-in sets (utils/drill/cards.ts) at ${CARD_WPM} WPM`,
    budget: `≤ ${CARD_SECONDS_BUDGET} s of typing`,
    how: `Every built-in topic highlighted as the build highlights it and split into cards; each card's typed characters (comments given, no indentation, an Enter a line) at ${CARD_WPM * 5} a minute. The distribution (p50 to p95) is reported, and that of ${OWN_CARD_SNIPPETS} own snippets (two neighbouring topics pasted as one).`,
  },
];
