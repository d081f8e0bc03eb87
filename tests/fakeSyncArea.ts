import type { SyncArea } from '@/adapters/sync/syncArea';
import { itemBytes, SYNC_QUOTA } from '@/utils/sync/quota';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * One browser's `storage.sync` held in memory, keeping Chrome's quotas and failing a write
 * over any of them whole, with Chrome's messages. `deliver` is the sync engine bringing
 * another device's keys: it counts against no write quota, and tells listeners as a
 * write does. What it measured: the most bytes it held, the largest item, the writes.
 */
export function fakeSyncArea(now: () => number = Date.now) {
  const items = new Map<string, string>();
  const listeners = new Set<(keys: string[]) => void>();
  const writes: number[] = [];
  const measured = { peakBytes: 0, peakItemBytes: 0, writes: 0, refused: 0 };

  const bytes = (map: ReadonlyMap<string, string>) => {
    let total = 0;
    for (const [key, value] of map) total += key.length + value.length;
    return total;
  };
  const refuse = (message: string): never => {
    measured.refused++;
    throw new Error(message);
  };
  /** Checks the write-rate quotas and counts one write. */
  const operation = () => {
    const at = now();
    if (writes.filter((time) => time > at - MINUTE).length >= SYNC_QUOTA.writesPerMinute) {
      refuse('MAX_WRITE_OPERATIONS_PER_MINUTE quota exceeded');
    }
    if (writes.filter((time) => time > at - HOUR).length >= SYNC_QUOTA.writesPerHour) {
      refuse('MAX_WRITE_OPERATIONS_PER_HOUR quota exceeded');
    }
    writes.push(at);
    measured.writes++;
  };
  const commit = (next: Map<string, string>, keys: string[]) => {
    items.clear();
    for (const [key, value] of next) items.set(key, value);
    measured.peakBytes = Math.max(measured.peakBytes, bytes(items));
    for (const listener of listeners) listener(keys);
  };

  const area: SyncArea = {
    getAll: () =>
      Promise.resolve(
        new Map([...items].map(([key, value]) => [key, JSON.parse(value) as unknown])),
      ),
    set: (written) => {
      const next = new Map(items);
      for (const [key, value] of written) {
        const size = itemBytes(key, value);
        if (size > SYNC_QUOTA.bytesPerItem) refuse('QUOTA_BYTES_PER_ITEM quota exceeded');
        measured.peakItemBytes = Math.max(measured.peakItemBytes, size);
        next.set(key, JSON.stringify(value));
      }
      if (bytes(next) > SYNC_QUOTA.bytes) refuse('QUOTA_BYTES quota exceeded');
      if (next.size > SYNC_QUOTA.items) refuse('MAX_ITEMS quota exceeded');
      operation();
      commit(next, [...written.keys()]);
      return Promise.resolve();
    },
    remove: (keys) => {
      operation();
      const next = new Map(items);
      for (const key of keys) next.delete(key);
      commit(next, [...keys]);
      return Promise.resolve();
    },
    onChanged: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };

  return {
    area,
    measured,
    /** The raw JSON of each key, as another device's copy of the area would receive it. */
    raw: () => new Map(items),
    /** The sync engine sets (a string) or deletes (undefined) these keys here. */
    deliver: (changes: ReadonlyMap<string, string | undefined>) => {
      const next = new Map(items);
      for (const [key, value] of changes) {
        if (value === undefined) next.delete(key);
        else next.set(key, value);
      }
      commit(next, [...changes.keys()]);
    },
  };
}

export type FakeSyncArea = ReturnType<typeof fakeSyncArea>;
