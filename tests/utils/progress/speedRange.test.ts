import { describe, expect, it } from 'vitest';
import type { DayPoint } from '@/utils/progress/aggregates';
import { dayNumber } from '@/utils/progress/days';
import { dayTicks, defaultRange, emptyRangeText, speedWindow } from '@/utils/progress/speedRange';
import { shiftDay } from '@/utils/progress/streaks';

const today = '2026-03-12';
/** A day `back` days before today, with one drill. */
const ago = (back: number): DayPoint => ({
  day: shiftDay(today, -back),
  drills: 1,
  counted: 1,
  wpm: 50,
  accuracy: 0.95,
});
const days = (points: DayPoint[]) => points.map((point) => point.day);

describe('speedWindow', () => {
  const series = [ago(90), ago(29), ago(30), ago(7), ago(6), ago(0)].sort((a, b) =>
    a.day.localeCompare(b.day),
  );

  it('keeps the last 7 days, today included', () => {
    const shown = speedWindow(series, 'week', today);
    expect(days(shown.points)).toEqual([shiftDay(today, -6), today]);
    expect(shown.to - shown.from).toBe(6);
    expect(shown.to).toBe(dayNumber(today));
  });

  it('keeps the last 30 days', () => {
    const shown = speedWindow(series, 'month', today);
    expect(days(shown.points)).toEqual(days([ago(29), ago(7), ago(6), ago(0)]));
    expect(shown.to - shown.from).toBe(29);
  });

  it('keeps everything from the first drill', () => {
    const shown = speedWindow(series, 'all', today);
    expect(shown.points).toEqual(series);
    expect(shown.from).toBe(dayNumber(shiftDay(today, -90)));
  });

  it('spans at least a week for all time, and for a range with no drill', () => {
    expect(speedWindow([ago(2)], 'all', today).from).toBe(dayNumber(today) - 6);
    const empty = speedWindow([ago(40)], 'week', today);
    expect(empty.points).toEqual([]);
    expect(empty.to - empty.from).toBe(6);
  });
});

describe('defaultRange', () => {
  it('opens on 30 days when older history goes on into them', () => {
    expect(defaultRange([ago(45), ago(3)], today)).toBe('month');
  });

  it('opens on all time when the history fits in 30 days, is all older, or is empty', () => {
    expect(defaultRange([ago(29), ago(3)], today)).toBe('all');
    expect(defaultRange([ago(90), ago(31)], today)).toBe('all');
    expect(defaultRange([], today)).toBe('all');
  });
});

describe('range words and ticks', () => {
  it('says when a range holds no drill', () => {
    expect(emptyRangeText('week')).toBe('No drills in the last 7 days.');
    expect(emptyRangeText('month')).toBe('No drills in the last 30 days.');
  });

  it('writes date ticks with the year under the first and at a new year', () => {
    const ticks = ['2025-12-22', '2025-12-29', '2026-01-05'].map(dayNumber);
    expect(dayTicks(ticks)).toEqual(['22 Dec\n2025', '29 Dec', '5 Jan\n2026']);
  });
});
