/**
 * Work over a whole log, cut into steps so a page stays responsive: a generator that yields
 * where it may pause and returns its result. `runSteps` runs it at once (tests, small logs);
 * `runInSlices` runs steps until a slice's time is spent, then awaits a pause, so no task is
 * long (adapters/slices.ts gives it the page's clock and pause).
 */
export type Steps<T> = Generator<void, T, void>;

/** Items handled between two points where the work may pause. */
const STEP_ITEMS = 500;

/** Runs every step now, in one task: the result. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** How a page runs steps: its clock, how it gives the page back, and how long a slice is. */
export type Slicing = { now: () => number; pause: () => Promise<void>; sliceMs: number };

/** Runs steps in slices of `sliceMs`, awaiting `pause()` between two: the result. */
export async function runInSlices<T>(steps: Steps<T>, slicing: Slicing): Promise<T> {
  const { now, pause, sliceMs } = slicing;
  let start = now();
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (now() - start >= sliceMs) {
      await pause();
      start = now();
    }
  }
}

/** Calls `visit` on each item in order, with a point to pause every `every` items. */
export function* eachInSteps<T>(
  items: readonly T[],
  visit: (item: T, index: number) => void,
  every = STEP_ITEMS,
): Steps<void> {
  for (let index = 0; index < items.length; index++) {
    visit(items[index] as T, index);
    if ((index + 1) % every === 0) yield;
  }
}

/**
 * `items` sorted by `key`, smallest first, equal keys in their order (as a stable
 * `Array.prototype.sort`), in steps: a merge sort of the indices, with a point to pause every
 * `every` moves. A comparator sort of 100,000 attempts is one task of about 50 ms.
 */
export function* sortedInSteps<T>(
  items: readonly T[],
  key: (item: T) => number,
  every = STEP_ITEMS * 8,
): Steps<T[]> {
  const count = items.length;
  const keys = new Float64Array(count);
  yield* eachInSteps(items, (item, index) => (keys[index] = key(item)));
  let order = Uint32Array.from({ length: count }, (_, index) => index);
  let merged = new Uint32Array(count);
  let moved = 0;
  for (let width = 1; width < count; width *= 2) {
    for (let low = 0; low < count; low += 2 * width) {
      const middle = Math.min(low + width, count);
      const high = Math.min(low + 2 * width, count);
      let left = low;
      let right = middle;
      for (let out = low; out < high; out++) {
        // The left run first on a tie: the sort is stable.
        const fromLeft =
          right >= high || (left < middle && keys[order[left]!]! <= keys[order[right]!]!);
        merged[out] = fromLeft ? order[left++]! : order[right++]!;
        if (++moved % every === 0) yield;
      }
    }
    [order, merged] = [merged, order];
  }
  return Array.from(order, (index) => items[index] as T);
}
