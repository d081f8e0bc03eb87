const MS_PER_DAY = 86_400_000;
/** Times whose days `toISOString` writes as `YYYY-MM-DD` in any zone (a day spare). */
const LAST_TIME = Date.UTC(9999, 11, 31) - 1;

/**
 * A formatter of time stamps to calendar days (`YYYY-MM-DD`) in a time zone; make it once.
 * Intl is asked for the zone's offset at the start and the end of each UTC day it meets, and
 * a day whose two offsets agree is worked out by arithmetic: Intl for every drill of a log of
 * 100,000 took half a second. A day whose offset changes (a clock change) asks Intl each time.
 */
export function dayFormatter(timeZone: string): (time: number) => string {
  // en-CA writes dates as YYYY-MM-DD.
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const clock = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  /** The zone's offset from UTC at `time`, in ms: its wall clock read as if it were UTC. */
  const offsetAt = (time: number) => {
    const part = new Map(clock.formatToParts(time).map(({ type, value }) => [type, value]));
    const read = (type: Intl.DateTimeFormatPartTypes) => Number(part.get(type));
    const wall = new Date(0).setUTCFullYear(read('year'), read('month') - 1, read('day'));
    const ofDay = ((read('hour') * 60 + read('minute')) * 60 + read('second')) * 1000;
    return wall + ofDay - (time - (time % 1000));
  };
  // By UTC day: the offset all day long, or null when it changes within the day.
  const offsets = new Map<number, number | null>();
  const days = new Map<number, string>();
  return (time) => {
    if (!(time >= 0 && time <= LAST_TIME)) return format.format(time);
    const utcDay = Math.floor(time / MS_PER_DAY);
    let offset = offsets.get(utcDay);
    if (offset === undefined) {
      const start = offsetAt(utcDay * MS_PER_DAY);
      offset = start === offsetAt((utcDay + 1) * MS_PER_DAY - 1) ? start : null;
      offsets.set(utcDay, offset);
    }
    if (offset === null) return format.format(time);
    const local = Math.floor((time + offset) / MS_PER_DAY);
    let day = days.get(local);
    if (day === undefined) {
      day = new Date(local * MS_PER_DAY).toISOString().slice(0, 10);
      days.set(local, day);
    }
    return day;
  };
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
