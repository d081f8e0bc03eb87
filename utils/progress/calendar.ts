import { plural } from '@/utils/units';
import { longDay, monthName } from './days';
import { shiftDay } from './streaks';

/** How many weeks the practice calendar shows: a year, and the days of this week. */
export const CALENDAR_WEEKS = 53;

/** The weekdays named at the left, by row (rows run Sunday to Saturday, as GitHub's). */
export const WEEKDAY_LABELS: readonly { row: number; label: string }[] = [
  { row: 1, label: 'Mon' },
  { row: 3, label: 'Wed' },
  { row: 5, label: 'Fri' },
];

/** The shades, none to four: what each stands for, as the legend's titles say it. */
export const LEVEL_TITLES = ['No drills', '1 drill', '2 drills', '3 drills', '4 or more drills'];

/** The shade of a day: none, then a step a drill up to four or more. */
export const level = (count: number) => Math.min(LEVEL_TITLES.length - 1, count);

/** One day's square: where it sits, how many drills, and what hovering it says. */
export type CalendarDay = {
  day: string;
  column: number;
  row: number;
  level: number;
  title: string;
};

/** A month's name over the week column it starts in. */
export type MonthLabel = { column: number; label: string };

/** "3 drills on 12 March 2026", "No drills on 12 March 2026". */
export function dayTitle(day: string, count: number): string {
  return `${count === 0 ? 'No drills' : plural(count, 'drill')} on ${longDay(day)}`;
}

/**
 * A year of days up to today in week columns: the last column is this week, cut at today.
 * A month is named over the first column whose Sunday is in it; the first column's month is
 * named only when it has room before the next (three columns), and the last column's
 * never (its name would run past the grid).
 */
export function calendarLayout(counts: ReadonlyMap<string, number>, today: string) {
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay();
  const first = shiftDay(today, -(CALENDAR_WEEKS - 1) * 7 - weekday);
  const days: CalendarDay[] = [];
  const months: MonthLabel[] = [];
  for (let index = 0; ; index += 1) {
    const day = shiftDay(first, index);
    if (day > today) break;
    const column = Math.floor(index / 7);
    const row = index % 7;
    const count = counts.get(day) ?? 0;
    days.push({ day, column, row, level: level(count), title: dayTitle(day, count) });
    const starts = column === 0 || day.slice(8) <= '07';
    if (row === 0 && starts && column < CALENDAR_WEEKS - 1) {
      months.push({ column, label: monthName(day) });
    }
  }
  if (months.length > 1 && months[1]!.column - months[0]!.column < 3) months.shift();
  return { days, months };
}
