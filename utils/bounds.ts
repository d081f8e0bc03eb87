import * as v from 'valibot';

/**
 * What any door (an import file, another device's sync keys, a finished drill, the snippet
 * form) lets in, in one place. A value past these is no one's typing and no real clock: it
 * is refused, never stored, because the pages, the charts and sync's number encoding all
 * assume real times and human figures (docs/data.md, "Bad input").
 */

/** How far past `now` a time may be: another device's clock may run ahead a little. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** The earliest time anything of this extension happened: 1970-01-01, the epoch. */
const EARLIEST_TIME = 0;

/**
 * A drill's WPM above this is refused at the doors and cut to it at the drill. The fastest
 * people sustain about 220 WPM (`FASTEST_WPM`, 250, marks a drill as no person's), but a
 * script's drill is kept, marked, and a file this version wrote must import again: so the
 * cap is not a person's speed but twelve times it, a key every 4 ms for a whole drill,
 * which no keyboard repeats. It keeps the share's numbers short and the charts' axes sane.
 */
export const MAX_WPM = 3_000;

/** A drill longer than this (30 days from first key to last) is a stuck clock. */
export const MAX_DURATION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * Keys, errors or hints of one drill above this are no one's: a snippet holds at most
 * 200 lines of 200 characters, 40,000 keys.
 */
export const MAX_COUNT = 1_000_000;

/** Whether `time` (ms since the epoch) is a real instant between 1970 and `now` plus a day. */
export function isRealTime(time: unknown, now: number): time is number {
  return (
    typeof time === 'number' &&
    Number.isFinite(time) &&
    time >= EARLIEST_TIME &&
    time <= now + CLOCK_SKEW_MS
  );
}

/** Whether an ISO time names a day that exists (the format alone lets 2026-02-31 through). */
function isRealDay(time: string): boolean {
  const [year, month, day] = time.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * An ISO time of a real day from 1970 on. A record read back from storage is checked
 * against no clock (so a device's clock running ahead loses nothing); each door also
 * checks `isRealTime` against its `now`.
 */
export const isoTimeSchema = v.pipe(
  v.string(),
  v.isoTimestamp(),
  v.check(isRealDay, 'a day that does not exist'),
  v.check((time) => Date.parse(time) >= EARLIEST_TIME, 'a time before 1970'),
);

/** A count a person makes in one drill. */
export const countSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(MAX_COUNT));

/** A figure between 0 and `most`, finite. */
export const figureSchema = (most: number) =>
  v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(most));
