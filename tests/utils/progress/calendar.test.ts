import { describe, expect, it } from 'vitest';
import {
  CALENDAR_WEEKS,
  WEEKDAY_LABELS,
  calendarLayout,
  calendarScale,
  levelOn,
  dayTitle,
  level,
} from '@/utils/progress/calendar';

// A Thursday: the last column holds Sunday 8 to Thursday 12 March.
const today = '2026-03-12';

describe('calendarLayout', () => {
  const { days, months } = calendarLayout(new Map([['2026-03-10', 3]]), today);

  it('lays a year out in week columns, Sunday at the top, ending today', () => {
    expect(days.at(-1)).toMatchObject({ day: today, column: CALENDAR_WEEKS - 1, row: 4 });
    expect(days[0]).toMatchObject({ day: '2025-03-09', column: 0, row: 0 });
    expect(days).toHaveLength((CALENDAR_WEEKS - 1) * 7 + 5);
  });

  it('names Monday, Wednesday and Friday by their rows', () => {
    const rowOf = (day: string) => days.find((each) => each.day === day)!.row;
    for (const { row, label } of WEEKDAY_LABELS) {
      // 9, 11 and 13 March 2026 are a Monday, a Wednesday and a Friday.
      const day = { Mon: '2026-03-09', Wed: '2026-03-11', Fri: '2026-03-06' }[label]!;
      expect({ label, row: rowOf(day) }).toEqual({ label, row });
    }
  });

  it('names each month over the first week whose Sunday is in it', () => {
    // Sundays 9 March, 6 April and 4 May 2025 start columns 0, 4 and 8.
    expect(months.slice(0, 3)).toEqual([
      { column: 0, label: 'Mar' },
      { column: 4, label: 'Apr' },
      { column: 8, label: 'May' },
    ]);
    expect(months.at(-1)).toEqual({ column: 51, label: 'Mar' });
    expect(months).toHaveLength(13);
  });

  it('leaves the first column unnamed without room, and the last column always', () => {
    // From Sunday 23 March 2025: April starts two columns on, too close for "Mar".
    expect(calendarLayout(new Map(), '2026-03-26').months[0]).toEqual({ column: 2, label: 'Apr' });
    // Up to Thursday 5 March 2026: March starts in the last column, so is not named.
    expect(calendarLayout(new Map(), '2026-03-05').months.at(-1)).toEqual({
      column: 48,
      label: 'Feb',
    });
  });

  it('gives each day a shade and a title', () => {
    expect(days.find((each) => each.day === '2026-03-10')).toMatchObject({
      level: 3,
      title: '3 drills on 10 March 2026',
    });
    expect(days.at(-1)).toMatchObject({ level: 0, title: 'No drills on 12 March 2026' });
  });
});

describe('shades and titles', () => {
  it('steps a shade a drill up to four', () => {
    expect([0, 1, 2, 3, 4, 9].map(level)).toEqual([0, 1, 2, 3, 4, 4]);
  });

  it('scales the shades to the quartiles of the days practised', () => {
    const days = (...counts: number[]) =>
      new Map(
        counts.map((count, index) => [`2026-01-${String(index + 1).padStart(2, '0')}`, count]),
      );
    expect(calendarScale(new Map()).bounds).toEqual([1, 2, 3]);
    expect(calendarScale(days(1, 1, 2, 1, 1, 2, 1, 1)).bounds).toEqual([1, 2, 3]);
    // Under eight days: a drill a shade, however many.
    expect(calendarScale(days(10, 20, 30, 40)).bounds).toEqual([1, 2, 3]);
    const scale = calendarScale(days(10, 10, 20, 20, 30, 30, 40, 40));
    expect(scale.bounds).toEqual([10, 20, 30]);
    expect([0, 1, 10, 11, 20, 30, 31, 99].map((count) => levelOn(scale, count))).toEqual([
      0, 1, 1, 2, 2, 3, 4, 4,
    ]);
    expect(scale.titles).toEqual([
      'No drills',
      '1–10 drills',
      '11–20 drills',
      '21–30 drills',
      '31 or more drills',
    ]);
  });

  it('says one drill in the singular', () => {
    expect(dayTitle('2026-01-01', 1)).toBe('1 drill on 1 January 2026');
  });
});
