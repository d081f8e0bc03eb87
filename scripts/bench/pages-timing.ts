import type { BrowserContext, Page } from 'playwright-core';

/**
 * Records, in the popup, when the last key went down and when the Topics list last
 * changed: the time from one to the other is how long results took to show.
 */
export function watchSearchLatency(page: Page): Promise<void> {
  return page.evaluate(() => {
    const times = { key: 0, change: 0 };
    (window as unknown as { searchTimes: typeof times }).searchTimes = times;
    document.addEventListener('keydown', (event) => (times.key = event.timeStamp), true);
    const list = document.querySelector('[role="listbox"]')!;
    new MutationObserver(() => (times.change = performance.now())).observe(list, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

/** Waits for the results to settle, then the time from the last key to the last change. */
export async function searchLatency(page: Page): Promise<number> {
  await page.waitForTimeout(300);
  return page.evaluate(() => {
    const { key, change } = (window as unknown as { searchTimes: { key: number; change: number } })
      .searchTimes;
    return Math.max(0, change - key);
  });
}

/** The popup's Topics list, as `watchFirstResults` finds it. */
export const TOPICS_LIST = '[role="listbox"][aria-label="Topics"]';

/**
 * Records, in the popup, when the last key went down and when the Topics list first showed
 * results after it: the time from one to the other is how long the query's first results
 * took to show. Results, not the language's topics, are options with their match marked
 * (`<mark>`); an earlier key's results drawn before the last key do not count.
 */
export function watchFirstResults(page: Page): Promise<void> {
  return page.evaluate((selector) => {
    const times = { firstKey: 0, key: 0, shown: 0 };
    (window as unknown as { firstResults: typeof times }).firstResults = times;
    document.addEventListener(
      'keydown',
      (event) => {
        times.firstKey ||= event.timeStamp;
        times.key = event.timeStamp;
        times.shown = 0;
      },
      true,
    );
    const list = document.querySelector(selector)!;
    new MutationObserver(() => {
      if (times.key && !times.shown && list.querySelector('mark')) times.shown = performance.now();
    }).observe(list, { childList: true, subtree: true, characterData: true });
  }, TOPICS_LIST);
}

/**
 * Waits for the first results after the last key, then the time from that key to them, and
 * from the first key to the last (keys wait for the page's main thread, so typing stretches
 * while it is busy, and more of what the first key started is done by the last).
 */
export async function firstResults(page: Page): Promise<{ afterLastKey: number; typing: number }> {
  type Times = { firstResults: { firstKey: number; key: number; shown: number } };
  await page.waitForFunction(() => (window as unknown as Times).firstResults.shown > 0);
  return page.evaluate(() => {
    const { firstKey, key, shown } = (window as unknown as Times).firstResults;
    return { afterLastKey: shown - key, typing: key - firstKey };
  });
}

/** When the progress page's chart was drawn, in ms from the start of its navigation. */
export async function chartsDrawn(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
  const drawn = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        setTimeout(() => reject(new Error('the progress charts were not drawn')), 10_000);
        new PerformanceObserver((list) => {
          const mark = list.getEntriesByName('code-recall:charts-drawn')[0];
          if (mark) resolve(mark.startTime);
        }).observe({ type: 'mark', buffered: true });
      }),
  );
  await page.close();
  return drawn;
}
