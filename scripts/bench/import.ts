import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { IMPORT_ATTEMPTS, IMPORT_LONGEST_TASK_BUDGET_MS, IMPORT_SETTLE_MS } from '../budgets';
import { EXPORT_FORMAT, EXPORT_VERSION } from '@/utils/progress/exportFile';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { plural } from '@/utils/units';
import { seedLog, syntheticLog } from './attempts';
import type { Bench } from './context';
import { metricsSession } from './measure';
import { BLANK_PAGE } from './pages';
import { REPORTED, atMost, ms } from './report';

/** How often the page's JS heap is sampled while the import runs. */
const HEAP_SAMPLE_MS = 100;

/** The longest task after the import's file was chosen, and when its outcome was shown. */
type ImportTiming = {
  longestTask: number;
  /** The long tasks, as "445 ms at 12.3 s (Importing 5,000 of 100,000 attempts…)". */
  tasks: string[];
  took: number;
  outcome: string;
};

/**
 * Watches the page from its first script: every long task (a PerformanceObserver for
 * 'longtask'), the file input's change (the import's start) and the outcome line's text.
 */
async function watchImport(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch = { tasks: [] as [number, number, string][], start: 0, end: 0, outcome: '' };
    (window as unknown as { importWatch: typeof watch }).importWatch = watch;
    new PerformanceObserver((list) => {
      // What the import's status line said just after the task: which stage it belonged to.
      const stage = document.querySelector('.import-status')?.textContent ?? '';
      for (const entry of list.getEntries())
        watch.tasks.push([entry.startTime, entry.duration, stage]);
    }).observe({ type: 'longtask', buffered: true });
    document.addEventListener('change', () => (watch.start = performance.now()), true);
    new MutationObserver(() => {
      const text = document.querySelector('.progress-outcome')?.textContent ?? '';
      if (watch.start && !watch.end && text) {
        watch.end = performance.now();
        watch.outcome = text;
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The import's figures, `IMPORT_SETTLE_MS` after its outcome is shown. */
async function importTiming(page: Page): Promise<ImportTiming> {
  await page.waitForFunction(
    () => (window as unknown as { importWatch: { end: number } }).importWatch.end > 0,
    undefined,
    { timeout: 300_000, polling: 250 },
  );
  // What runs after the outcome (the views of the new log, sync's share of it) counts too.
  await page.waitForTimeout(IMPORT_SETTLE_MS);
  return page.evaluate(() => {
    const watch = (
      window as unknown as {
        importWatch: {
          tasks: [number, number, string][];
          start: number;
          end: number;
          outcome: string;
        };
      }
    ).importWatch;
    const during = watch.tasks.filter(([start]) => start >= watch.start);
    return {
      longestTask: Math.max(0, ...during.map(([, duration]) => duration)),
      tasks: during.map(
        ([start, duration, stage]) =>
          `${Math.round(duration)} ms at ${((start - watch.start) / 1000).toFixed(1)} s (${stage || 'no status'})`,
      ),
      took: watch.end - watch.start,
      outcome: watch.outcome,
    };
  });
}

/**
 * A progress file of `IMPORT_ATTEMPTS` attempts imported through the progress page's file
 * input into an empty log: its total time, its longest main-thread task (until
 * `IMPORT_SETTLE_MS` after its outcome: what runs after the import counts), the page's peak
 * JS heap (sampled over CDP; the import worker's own heap is not counted).
 */
export async function measureImport(bench: Bench): Promise<void> {
  const { browser, base, record } = bench;
  const count = IMPORT_ATTEMPTS;
  const now = Date.now();
  const file = Buffer.from(
    JSON.stringify({
      format: EXPORT_FORMAT,
      version: EXPORT_VERSION,
      exportedAt: new Date(now).toISOString(),
      settings: DEFAULT_SETTINGS,
      attempts: await syntheticLog(count, now),
      snippets: [],
    }),
  );
  const seeder = await browser.context.newPage();
  await seeder.goto(base + BLANK_PAGE);
  await seedLog(seeder, []);
  const page = await browser.context.newPage();
  await watchImport(page);
  await page.goto(base + 'progress.html');
  await page
    .getByRole('button', { name: 'Export progress' })
    .and(page.locator(':enabled'))
    .waitFor();
  const cdp = await metricsSession(page);
  let peakHeap = 0;
  const sampling = { on: true };
  const sample = (async () => {
    while (sampling.on) {
      const { metrics } = await cdp.send('Performance.getMetrics');
      const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
      peakHeap = Math.max(peakHeap, heap);
      await new Promise((resolve) => setTimeout(resolve, HEAP_SAMPLE_MS));
    }
  })();
  // Chosen from disk, as a user chooses it: handed over as a buffer, the file went through
  // the page's script (base64, seconds on a loaded machine, hundreds of MB of garbage
  // counted in the heap and collected during the import).
  const folder = mkdtempSync(join(tmpdir(), 'code-recall-bench-'));
  const path = join(folder, 'bench-progress.json');
  writeFileSync(path, file);
  await page.getByLabel('Import progress').setInputFiles(path);
  const timing = await importTiming(page);
  sampling.on = false;
  await sample;
  const label = `${plural(count, 'attempt')} (${(file.length / 1e6).toFixed(1)} MB)`;
  const imported = timing.outcome.startsWith(`Imported ${plural(count, 'new attempt')}`);
  record({
    what: `import of ${label}: total time`,
    value: `${(timing.took / 1000).toFixed(2)} s`,
    budget: REPORTED,
    ok: imported,
  });
  record({
    what: `import of ${label}: longest main-thread task (${timing.tasks.length} over 50 ms)`,
    value: ms(timing.longestTask),
    budget: atMost.ms(IMPORT_LONGEST_TASK_BUDGET_MS),
    ok: timing.longestTask <= IMPORT_LONGEST_TASK_BUDGET_MS,
  });
  record({
    what: `import of ${label}: the page's peak JS heap`,
    value: `${(peakHeap / 1e6).toFixed(0)} MB`,
    budget: REPORTED,
    ok: true,
  });
  if (!imported) console.log(`The import ended: ${timing.outcome}`);
  if (timing.longestTask > IMPORT_LONGEST_TASK_BUDGET_MS) {
    console.log(`Long tasks of the import:\n  ${timing.tasks.join('\n  ')}`);
  }
  rmSync(folder, { recursive: true, force: true });
  await seedLog(seeder, []);
  await page.close();
  await seeder.close();
}
