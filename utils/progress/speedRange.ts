import type { DayPoint } from './aggregates';
import { dayNumber, dayOfNumber, shortDay } from './days';

/** The spans the speed chart can show: the last week, the last 30 days, or everything. */
export type SpeedRange = 'week' | 'month' | 'all';

/** The range buttons, in order, with the days each spans (all time: from the first drill). */
export const SPEED_RANGES: readonly { range: SpeedRange; label: string; days: number | null }[] = [
  { range: 'week', label: '7 days', days: 7 },
  { range: 'month', label: '30 days', days: 30 },
  { range: 'all', label: 'All time', days: null },
];

/** What the chart plots for a range: the days in it and its span as day numbers. */
type SpeedWindow = { points: DayPoint[]; from: number; to: number };

const daysOf = (range: SpeedRange) =>
  SPEED_RANGES.find((entry) => entry.range === range)?.days ?? null;

/**
 * The days of `series` (oldest first) in a range ending today. All time starts at the
 * first drill but spans at least a week, so a short history is not stretched edge to edge.
 */
export function speedWindow(
  series: readonly DayPoint[],
  range: SpeedRange,
  today: string,
): SpeedWindow {
  const to = dayNumber(today);
  const days = daysOf(range) ?? 7;
  const first = series[0];
  const from = Math.min(to - days + 1, range === 'all' && first ? dayNumber(first.day) : to);
  const points = series.filter((point) => dayNumber(point.day) >= from);
  return { points, from, to };
}

/** A chart's days: each day drilled, and a gap (null) the day after any that a break follows. */
type GappedDays = { xs: number[]; slots: (DayPoint | null)[] };

/**
 * The points with a null on the day after each one followed by days without drills, so the
 * line breaks there instead of drawing across days nobody practised.
 */
export function withGaps(points: readonly DayPoint[]): GappedDays {
  const xs: number[] = [];
  const slots: (DayPoint | null)[] = [];
  points.forEach((point, index) => {
    const day = dayNumber(point.day);
    xs.push(day);
    slots.push(point);
    const next = points[index + 1];
    if (next && dayNumber(next.day) > day + 1) {
      xs.push(day + 1);
      slots.push(null);
    }
  });
  return { xs, slots };
}

/**
 * The range a page opens on: 30 days when there is older history and some of it recent;
 * all time otherwise (the history fits in 30 days, or none of it is that recent, when the
 * 30 days would be empty).
 */
export function defaultRange(series: readonly DayPoint[], today: string): SpeedRange {
  const start = dayNumber(today) - 29;
  const first = series[0];
  const last = series.at(-1);
  if (!first || !last) return 'all';
  return dayNumber(first.day) < start && dayNumber(last.day) >= start ? 'month' : 'all';
}

/** What the summary says when a range holds no drill. */
export function emptyRangeText(range: SpeedRange): string {
  const days = daysOf(range);
  return days === null ? 'No drills yet.' : `No drills in the last ${days} days.`;
}

/** Steps between the date ticks: a day, two, a week, two weeks, four, then months. */
export const DAY_STEPS = [1, 2, 7, 14, 28, 56, 91, 182, 364];

/** Date ticks ("12 Mar"), the year under the first and under each that starts a new year. */
export function dayTicks(values: readonly number[]): string[] {
  let year = '';
  return values.map((value) => {
    const day = dayOfNumber(Math.round(value));
    const label = shortDay(day);
    if (day.slice(0, 4) === year) return label;
    year = day.slice(0, 4);
    return `${label}\n${year}`;
  });
}
