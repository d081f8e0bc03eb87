/**
 * The size budgets the build enforces and the benchmark reports (docs/architecture.md).
 * A KB here is 1,000 bytes, the stricter reading.
 */

/** One language's snippet chunk, tokens included, gzip. */
export const LANGUAGE_CHUNK_BUDGET_BYTES = 30_000;

/** The JavaScript the popup loads when it opens, React included, gzip. */
export const POPUP_INITIAL_JS_BUDGET_BYTES = 75_000;

/** Bytes as kilobytes for a budget table: "30 KB". */
export const budgetKb = (bytes: number) => `${bytes / 1000} KB`;
