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
const LEVEL_TITLES = ['No drills', '1 drill', '2 drills', '3 drills', '4 or more drills'];

/** The shade of a day: none, then a step a drill up to four or more. */
export const level = (count: number) => Math.min(LEVEL_TITLES.length - 1, count);

/**
 * The shades scaled to the user's own days: the most drills of shades 1, 2 and 3 are the
 * quartiles of the days practised (at least 1, 2 and 3, each above the one before), so a
 * user of twenty drills a day sees their light and heavy days apart, and a user of one or
 * two (or of under eight days practised) sees the scale above. Shade 4 is anything past the third.
 */
type CalendarScale = {
  /** The most drills of shades 1, 2 and 3. */
  bounds: readonly [number, number, number];
  /** What each shade, none to four, stands for. */
  titles: readonly string[];
};

/** The days practised below which the shades keep a drill a step. */
const MIN_DAYS_TO_SCALE = 8;

/** The count at a quantile of sorted counts (nearest rank). */
const quantile = (sorted: readonly number[], at: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(at * sorted.length) - 1))] ?? 0;

/** "1 drill", "2–4 drills": the drills a shade stands for, from one count to another. */
const drillsFrom = (low: number, high: number) =>
  low === high ? plural(low, 'drill') : `${low}–${high} drills`;

/** The shades of these days' counts (see `CalendarScale`). */
export function calendarScale(counts: ReadonlyMap<string, number>): CalendarScale {
  const practised = [...counts.values()].filter((count) => count > 0).sort((a, b) => a - b);
  // A few days are no history to scale by: they keep a drill a shade.
  if (practised.length < MIN_DAYS_TO_SCALE) return calendarScaleOf(1, 2, 3);
  const first = Math.max(1, quantile(practised, 0.25));
  const second = Math.max(first + 1, quantile(practised, 0.5));
  const third = Math.max(second + 1, quantile(practised, 0.75));
  return calendarScaleOf(first, second, third);
}

/** The scale whose shades 1, 2 and 3 go up to these counts. */
function calendarScaleOf(first: number, second: number, third: number): CalendarScale {
  return {
    bounds: [first, second, third],
    titles: [
      'No drills',
      drillsFrom(1, first),
      drillsFrom(first + 1, second),
      drillsFrom(second + 1, third),
      `${third + 1} or more drills`,
    ],
  };
}

/** A day's shade on a scale: 0 for none, then the first bound it is within, else 4. */
export function levelOn({ bounds }: CalendarScale, count: number): number {
  if (count <= 0) return 0;
  const within = bounds.findIndex((bound) => count <= bound);
  return within === -1 ? bounds.length + 1 : within + 1;
}

/** One day's square: where it sits, how many drills, and what hovering it says. */
type CalendarDay = {
  day: string;
  column: number;
  row: number;
  level: number;
  title: string;
};

/** A month's name over the week column it starts in. */
type MonthLabel = { column: number; label: string };

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
export function calendarLayout(
  counts: ReadonlyMap<string, number>,
  today: string,
  scale: CalendarScale = calendarScale(counts),
) {
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
    days.push({ day, column, row, level: levelOn(scale, count), title: dayTitle(day, count) });
    const starts = column === 0 || day.slice(8) <= '07';
    if (row === 0 && starts && column < CALENDAR_WEEKS - 1) {
      months.push({ column, label: monthName(day) });
    }
  }
  if (months.length > 1 && months[1]!.column - months[0]!.column < 3) months.shift();
  return { days, months, scale };
}
