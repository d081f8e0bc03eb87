import type { CDPSession, Page } from 'playwright-core';
import { SLOW_HANDLER_MS } from '../budgets';

/** Waits until the page has painted twice: what a keystroke caused is done. */
export function settle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Main-thread task time so far, in milliseconds (Chromium's own counter). */
async function taskTime(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0) * 1000;
}

/** Used JS heap after a forced garbage collection, in bytes. */
export async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  return metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
}

/** A CDP session with the Performance domain on. */
export async function metricsSession(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  return cdp;
}

/** Types keys and returns the main-thread time they cost, per key. */
export async function typeAndMeasure(page: Page, cdp: CDPSession, keys: string): Promise<number> {
  await settle(page);
  const before = await taskTime(cdp);
  await page.keyboard.type(keys);
  await settle(page);
  return ((await taskTime(cdp)) - before) / keys.length;
}

/** Starts recording event handlers of `SLOW_HANDLER_MS` or more (Event Timing API). */
export function watchLongHandlers(page: Page): Promise<void> {
  return page.evaluate((threshold) => {
    const slow: string[] = [];
    (window as unknown as { slowHandlers: string[] }).slowHandlers = slow;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        const handler = entry.processingEnd - entry.processingStart;
        if (handler >= threshold) slow.push(`${entry.name} ${Math.round(handler)} ms`);
      }
    }).observe({
      type: 'event',
      durationThreshold: threshold,
      buffered: true,
    } as PerformanceObserverInit);
  }, SLOW_HANDLER_MS);
}

/** The slow handlers seen since `watchLongHandlers`, as "keydown 18 ms". */
export function longHandlers(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { slowHandlers: string[] }).slowHandlers);
}

/** First contentful paint of a freshly opened page, in milliseconds. */
export async function firstContentfulPaint(page: Page, url: string): Promise<number> {
  await page.goto(url);
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        setTimeout(
          () => reject(new Error(`no first contentful paint on ${location.href}`)),
          10_000,
        );
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}
