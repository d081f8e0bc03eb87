/**
 * Calendar days (`YYYY-MM-DD`, already in the user's time zone) as numbers a chart can plot
 * and as words. English names, as the rest of the interface.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const MS_PER_DAY = 86_400_000;
// Day 0 is a Monday (5 January 1970), so a step of 7 days puts every tick on a Monday.
const DAY_ZERO = Date.UTC(1970, 0, 5);

/** A day as a whole number of days since Monday 5 January 1970. */
export function dayNumber(day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - DAY_ZERO) / MS_PER_DAY);
}

/** The day a day number stands for. */
export function dayOfNumber(number: number): string {
  return new Date(DAY_ZERO + number * MS_PER_DAY).toISOString().slice(0, 10);
}

const parts = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return { year, month: MONTHS[month - 1]!, date };
};

/** "12 March 2026". */
export function longDay(day: string): string {
  const { year, month, date } = parts(day);
  return `${date} ${month} ${year}`;
}

/** "12 Mar". */
export function shortDay(day: string): string {
  const { month, date } = parts(day);
  return `${date} ${month.slice(0, 3)}`;
}

/** A month's short name: "Mar". */
export function monthName(day: string): string {
  return parts(day).month.slice(0, 3);
}
