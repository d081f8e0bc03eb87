import type { SpeedPoint } from './speed';

/** How many seconds each point of the drill's chart averages: the second and two each side. */
export const SMOOTHING_SECONDS = 5;

/**
 * A drill's seconds with WPM and raw WPM averaged over the seconds around each (fewer at
 * the ends). One second holds a few keys, so its own WPM jumps by 12 a key; the average
 * shows the pace. Errors stay where they happened.
 */
export function smoothSpeed(points: readonly SpeedPoint[]): SpeedPoint[] {
  const reach = Math.floor(SMOOTHING_SECONDS / 2);
  return points.map((point, index) => {
    const near = points.slice(Math.max(0, index - reach), index + reach + 1);
    const mean = (pick: (near: SpeedPoint) => number) =>
      near.reduce((sum, each) => sum + pick(each), 0) / near.length;
    return { ...point, wpm: mean((each) => each.wpm), rawWpm: mean((each) => each.rawWpm) };
  });
}
