import { plural } from '@/utils/units';

/**
 * `storage.sync`'s limits, the same in Chrome and Firefox. A write over any of them fails
 * whole (Chrome rejects with "QUOTA_BYTES quota exceeded" and the like).
 */
export const SYNC_QUOTA = {
  /** All keys and values together. */
  bytes: 102_400,
  /** One key and its value. */
  bytesPerItem: 8_192,
  items: 512,
  writesPerMinute: 120,
  writesPerHour: 1_800,
} as const;

/** Bytes an item counts, as Chrome counts them: the key's length and the value's JSON. */
export function itemBytes(key: string, value: unknown): number {
  return new TextEncoder().encode(key + JSON.stringify(value)).length;
}

/** Bytes of every item of a map of items. */
export function itemsBytes(items: ReadonlyMap<string, unknown>): number {
  let bytes = 0;
  for (const [key, value] of items) bytes += itemBytes(key, value);
  return bytes;
}

/** Left free for the other devices' next writes and for a key or two more. */
const HEADROOM_BYTES = 4_096;

/**
 * The characters of share text this device may write: an even part of the area for each
 * device seen (this one too), and never more than what the others leave; `overhead` is
 * what this device's keys and their metadata cost besides the text. A failed write lowers
 * `scale` (1 at first), so the next tries smaller.
 */
export function shareBudget(options: {
  othersBytes: number;
  devices: number;
  overhead: number;
  scale: number;
}): number {
  const usable = SYNC_QUOTA.bytes - HEADROOM_BYTES;
  const even = Math.floor(usable / Math.max(1, options.devices));
  const left = usable - options.othersBytes;
  return Math.max(0, Math.floor(Math.min(even, left) * options.scale) - options.overhead);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * How long to wait before the next write so that, with the writes made at `past` (ms,
 * oldest first), no minute holds more than 120 and no hour more than 1,800: 0 when it may
 * go now. The caller waits, then writes the latest state once, so drills that finish
 * meanwhile share one write.
 */
export function writeDelay(past: readonly number[], now: number): number {
  const wait = (window: number, most: number) => {
    const inside = past.filter((at) => at > now - window);
    const oldest = inside[inside.length - most];
    return oldest === undefined ? 0 : oldest + window - now;
  };
  return Math.max(
    0,
    wait(MINUTE, SYNC_QUOTA.writesPerMinute),
    wait(HOUR, SYNC_QUOTA.writesPerHour),
  );
}

/** The writes still inside the hour, the only ones `writeDelay` needs. */
export const recentWrites = (past: readonly number[], now: number) =>
  past.filter((at) => at > now - HOUR);

/** What fitting the quota cost, said once; null when everything fits. */
export function quotaNotice(folded: number, unsynced: number, lookups = 0): string | null {
  const notices = [
    folded > 0 &&
      `the oldest ${plural(folded, 'drill syncs as its', 'drills sync as their')} time and grade only`,
    unsynced > 0 &&
      `${plural(unsynced, 'of your snippets stays', 'of your snippets stay')} on this device (marked Not synced)`,
    lookups > 0 && `the oldest ${plural(lookups, 'lookup stays', 'lookups stay')} on this device`,
  ].filter((notice) => notice !== false);
  if (notices.length === 0) return null;
  const text = `${notices.join('; ')}, to fit the browser's sync quota.`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}
