import { runInSlices, type Steps } from '@/utils/slices';

/**
 * A slice of main-thread work between two pauses: a task is long from 50 ms, and the
 * budget for an import's tasks is 200 ms (docs/budgets.md), which a loaded machine, a step
 * that ends late and a garbage collection must all fit in.
 */
const SLICE_MS = 25;

/** `scheduler.yield()` where the browser has it (Chromium): not yet in TypeScript's DOM. */
type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Gives the page back for a moment: input and painting run before the work goes on.
 * `scheduler.yield()` resumes ahead of other tasks; elsewhere a message to itself is a new
 * task without `setTimeout`'s 4 ms clamp.
 */
function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs long work over the log on a page in short tasks (utils/slices.ts): its result. */
export const inSlices = <T>(steps: Steps<T>): Promise<T> =>
  runInSlices(steps, { now: () => performance.now(), pause: yieldToPage, sliceMs: SLICE_MS });
