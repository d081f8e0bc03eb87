/** A formatter of time stamps to calendar days (`YYYY-MM-DD`) in a time zone; make it once. */
export function dayFormatter(timeZone: string): (time: number) => string {
  // en-CA writes dates as YYYY-MM-DD.
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return (time) => format.format(time);
}

/** The calendar day of a time stamp in a time zone, as `YYYY-MM-DD`. */
export function dayKey(time: number, timeZone: string): string {
  return dayFormatter(timeZone)(time);
}

/** The day `by` days after a `YYYY-MM-DD` day (calendar arithmetic, no time zone involved). */
export function shiftDay(day: string, by: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + by);
  return date.toISOString().slice(0, 10);
}

/** Streaks of days with at least one finished drill. */
export type Streaks = { current: number; longest: number };

/**
 * The current streak counts back from today (or from yesterday, when today has no drill
 * yet: the streak is still alive); the longest is the longest run of consecutive days.
 */
export function streaks(days: ReadonlySet<string>, today: string): Streaks {
  let current = 0;
  let day = days.has(today) ? today : shiftDay(today, -1);
  while (days.has(day)) {
    current += 1;
    day = shiftDay(day, -1);
  }
  let longest = 0;
  for (const start of days) {
    if (days.has(shiftDay(start, -1))) continue;
    let length = 0;
    let next = start;
    while (days.has(next)) {
      length += 1;
      next = shiftDay(next, 1);
    }
    longest = Math.max(longest, length);
  }
  return { current, longest };
}
