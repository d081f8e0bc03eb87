/**
 * The largest of the values `pick` reads, or `empty` when there are none. A loop, never
 * `Math.max(...list)`: a spread passes each value as an argument, and a log of years (about
 * 125,000 drills of one topic) overflows the stack.
 */
export function largest<T>(items: Iterable<T>, pick: (item: T) => number, empty: number): number {
  let most = -Infinity;
  for (const item of items) most = Math.max(most, pick(item));
  return most === -Infinity ? empty : most;
}
