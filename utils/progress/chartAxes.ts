import { whole } from '@/utils/units';

/**
 * What the charts' axes step by and say: whole numbers only, so a short drill reads
 * 1, 2, 3 seconds and never 1.5. uPlot picks the smallest step that leaves room for a label.
 */

/** Steps for counts such as WPM. */
export const WHOLE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 5000];

/** Steps for seconds: then quarter minutes, minutes and more. */
export const SECOND_STEPS = [1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 1200];

/** Each tick as a whole number. */
export function wholeTicks(values: readonly number[]): string[] {
  return values.map(whole);
}

/**
 * The top of a WPM axis that starts at 0: the highest value with a tenth of headroom,
 * rounded up to ten, and at least ten (an empty chart still has an axis).
 */
export function upperBound(max: number | null): number {
  // × 11 / 100 rather than × 1.1 / 10: 100 × 1.1 is 110.00000000000001, which rounds up to 120.
  return Math.max(10, Math.ceil(((max ?? 0) * 11) / 100) * 10);
}
