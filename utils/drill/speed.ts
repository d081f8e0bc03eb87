import type { DrillState } from '@/utils/drill/reducer';
import { clock, plural, wordsPerMinute, wpm } from '@/utils/units';

/** One second of a drill: WPM and raw WPM typed in it, and the wrong keys in it. */
export type SpeedPoint = { second: number; wpm: number; rawWpm: number; errors: number };

/**
 * The drill second by second, from its keystroke log: for each second, the WPM of the
 * correct keys and the raw WPM of all keys typed in it, and its wrong keys. The last,
 * partial second counts for its own length.
 */
export function drillSpeedSeries(state: DrillState): SpeedPoint[] {
  const start = state.startedAt;
  const end = state.finishedAt;
  if (start === null || end === null) return [];
  const seconds = Math.max(1, Math.ceil((end - start) / 1000));
  const points = Array.from({ length: seconds }, (_, index) => ({
    second: index + 1,
    correct: 0,
    typed: 0,
    errors: 0,
  }));
  for (const entry of state.log) {
    if (entry.kind !== 'char') continue;
    const bucket = points[Math.min(seconds - 1, Math.floor((entry.time - start) / 1000))]!;
    bucket.typed += 1;
    if (entry.correct) bucket.correct += 1;
    else bucket.errors += 1;
  }
  return points.map(({ second, correct, typed, errors }) => {
    const length = Math.min(1000, end - start - (second - 1) * 1000) || 1000;
    return {
      second,
      wpm: wordsPerMinute(correct, length),
      rawWpm: wordsPerMinute(typed, length),
      errors,
    };
  });
}

/** The chart's text alternative: "peak 74 WPM at 0:31, 3 errors". */
export function speedSummaryText(points: readonly SpeedPoint[]): string {
  if (points.length === 0) return 'No keys typed';
  const peak = points.reduce((best, point) => (point.wpm > best.wpm ? point : best));
  const errors = points.reduce((sum, point) => sum + point.errors, 0);
  return `peak ${wpm(peak.wpm)} WPM at ${clock(peak.second)}, ${plural(errors, 'error')}`;
}

/** The slowest line of a drill: the one whose typed characters took longest per character. */
export function slowestLine(state: DrillState): { line: number; msPerChar: number } | null {
  const perLine = new Map<number, { ms: number; chars: number }>();
  let previous = state.startedAt;
  for (const entry of state.log) {
    if (entry.kind === 'char' && previous !== null) {
      const line = state.targets[entry.at]?.line;
      if (line !== undefined) {
        const sum = perLine.get(line) ?? { ms: 0, chars: 0 };
        sum.ms += entry.time - previous;
        sum.chars += 1;
        perLine.set(line, sum);
      }
    }
    previous = entry.time;
  }
  let slowest: { line: number; msPerChar: number } | null = null;
  for (const [line, { ms, chars }] of perLine) {
    // A line of one or two keys says little: ignore them unless nothing else was typed.
    if (chars < 3 && perLine.size > 1) continue;
    const msPerChar = ms / chars;
    if (!slowest || msPerChar > slowest.msPerChar) slowest = { line, msPerChar };
  }
  return slowest;
}
