/**
 * What any door (an import file, another device's sync keys, a finished drill, the snippet
 * form) lets in, in one place. A value past these is no one's typing and no real clock: it
 * is refused, never stored, because the pages, the charts and sync's number encoding all
 * assume real times and human figures (docs/data.md, "Bad input"). The schemas built on
 * these bounds are in boundSchemas.ts, apart, so that a page that only checks a time (the
 * selection, in every page's first chunk) loads no schema library.
 */

/** How far past `now` a time may be: another device's clock may run ahead a little. */
const CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

/** The earliest time anything of this extension happened: 1970-01-01, the epoch. */
export const EARLIEST_TIME = 0;

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
