import * as v from 'valibot';
import { EARLIEST_TIME, MAX_COUNT } from './bounds';

// The bounds of bounds.ts as valibot schemas, for the stored records' schemas.

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
