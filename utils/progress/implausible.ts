/**
 * Implausible runs: a drill no person typed (a script, a paste, a stuck clock) is recorded and
 * scheduled like any other, but marked, and kept out of personal bests and the speed series.
 */

/**
 * Net WPM above this is faster than anyone types: the fastest typists sustain about 200–220
 * WPM on prose, and code, with its symbols, is slower still.
 */
export const FASTEST_WPM = 250;

/**
 * A median gap between keys below this is a script, whatever the drill's WPM (a script that
 * pauses between lines looks human on average): 15 ms a key is 800 WPM, and a person's
 * median gap is near 100 ms even at 120 WPM. Rollover gives a person a few short gaps, never
 * half of them.
 */
export const SCRIPTED_MEDIAN_GAP_MS = 15;

/** Fewer gaps than this say nothing about a rhythm. */
const MIN_GAPS = 10;

/** The median of the gaps between consecutive key times, or null with too few keys. */
export function medianGap(times: readonly number[]): number | null {
  if (times.length - 1 < MIN_GAPS) return null;
  const gaps = times.slice(1).map((time, index) => time - times[index]!);
  gaps.sort((a, b) => a - b);
  const middle = gaps.length >> 1;
  return gaps.length % 2 ? gaps[middle]! : (gaps[middle - 1]! + gaps[middle]!) / 2;
}

/** Whether a drill of this net WPM, with keys at these times (ms), is beyond a person. */
export function isImplausible(wpm: number, keyTimes: readonly number[]): boolean {
  const median = medianGap(keyTimes);
  return wpm > FASTEST_WPM || (median !== null && median < SCRIPTED_MEDIAN_GAP_MS);
}

/** Whether an attempt's figures count: false for a marked one (no best, no speed point). */
export const countsForSpeed = (attempt: { implausible?: true }) => attempt.implausible !== true;

/** Why a marked attempt is not counted as a best, as the Results say it. */
export function implausibleReason(wpm: number): string {
  return wpm > FASTEST_WPM
    ? `Not counted as a best: ${Math.round(wpm).toLocaleString('en')} WPM is faster than anyone types.`
    : 'Not counted as a best: the keys came faster than anyone types them.';
}
