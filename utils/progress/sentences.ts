import { plural, percent, wpm } from '@/utils/units';
import type { DayPoint } from './aggregates';
import { longDay } from './days';
import type { weeklyTrend } from './weakSpots';

// The sentences the progress page says beside its figures.

type WeeklyTrend = ReturnType<typeof weeklyTrend>;

/** A sentence for the chart: how many days, the latest day and the best day. */
export function speedSummary(series: readonly DayPoint[]): string {
  const latest = series.at(-1);
  if (!latest) return 'No drills yet: finish one on a new tab and it shows here.';
  const best = series.reduce((top, point) => (point.wpm > top.wpm ? point : top), latest);
  return (
    `WPM and accuracy per day over ${plural(series.length, 'day')}: on ${longDay(latest.day)} ` +
    `${wpm(latest.wpm)} WPM at ${percent(latest.accuracy)} accuracy; best day ${longDay(best.day)} at ` +
    `${wpm(best.wpm)} WPM.`
  );
}

/** A sentence on the trend: this week's error rate against last week's. */
export function trendText({ thisWeek, lastWeek }: WeeklyTrend): string {
  if (thisWeek === null) return 'No drills this week yet.';
  if (lastWeek === null) return `Error rate this week: ${percent(thisWeek, 1)}.`;
  const word = thisWeek < lastWeek ? 'better' : thisWeek > lastWeek ? 'worse' : 'the same';
  return `Error rate this week ${percent(thisWeek, 1)}, ${word} than last week (${percent(lastWeek, 1)}).`;
}
