import type { CDPSession, Locator, Page } from 'playwright-core';
import type { ExtensionBrowser } from '../extension-browser';
import { metricsSession, typeAndMeasure } from './measure';

/** A page with a search box, focused, and its metrics session. */
type SearchPage = { page: Page; cdp: CDPSession; box: Locator };

/** The queries typed, a key at a time: typos, several words, other languages. */
export const QUERIES = [
  'closures',
  'rust closre',
  'dict comp python',
  'go json',
  'pattern matching',
  'async await',
  'generics',
  'react hooks',
  'exception handling java',
  'linked list',
];

/** Opens an extension page at the popup's size with its search box focused. */
export async function openSearchBox(
  browser: ExtensionBrowser,
  path: string,
): Promise<{ page: Page; box: Locator }> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 800, height: 600 });
  await page.goto(`chrome-extension://${browser.extensionId}/${path}`);
  const box = page.getByRole('searchbox', { name: 'Search snippets' });
  await box.focus();
  return { page, box };
}

/** `openSearchBox` with the page's metrics session, for keys whose cost is measured. */
export async function openSearch(browser: ExtensionBrowser, path: string): Promise<SearchPage> {
  const { page, box } = await openSearchBox(browser, path);
  return { page, cdp: await metricsSession(page), box };
}

/** Opens a popup and runs its first query, which also starts the worker and loads the index. */
export async function openPopup(
  browser: ExtensionBrowser,
): Promise<SearchPage & { firstQuery: number }> {
  const popup = await openSearch(browser, 'popup.html');
  const start = Date.now();
  await popup.page.keyboard.type('closure');
  await popup.page.getByRole('option', { name: 'Closures', exact: true }).waitFor();
  const firstQuery = Date.now() - start;
  await popup.box.fill('');
  return { ...popup, firstQuery };
}

/** What typing the queries cost: each key's main-thread time, and the rows listed before each. */
type QueryRun = { costs: number[]; listed: number[] };

/** How many options a page lists now (the floor's rows are options too). */
const listedOptions = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('[role="option"]').length);

/**
 * Types every query on a page a key at a time, measuring each key, and clears the box after
 * each query (`afterQuery` runs just before that). `list` gives the floor, before each query,
 * as many rows as the popup listed then.
 */
export async function typeQueries(
  { page, cdp, box }: SearchPage,
  {
    afterQuery = async () => {},
    list,
  }: { afterQuery?: () => Promise<void>; list?: readonly number[] } = {},
): Promise<QueryRun> {
  await page.bringToFront();
  const run: QueryRun = { costs: [], listed: [] };
  for (const [index, query] of QUERIES.entries()) {
    const rows = list?.[index];
    if (rows !== undefined) {
      await page.evaluate(
        (count) => (window as unknown as { listRows: (count: number) => void }).listRows(count),
        rows,
      );
    }
    run.listed.push(await listedOptions(page));
    for (const char of query) run.costs.push(await typeAndMeasure(page, cdp, char));
    await afterQuery();
    await box.fill('');
  }
  return run;
}
