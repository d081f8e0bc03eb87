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
