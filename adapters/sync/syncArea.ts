import { browser } from 'wxt/browser';

/** The part of `storage.sync` sync uses; tests pass an in-memory area that keeps its quotas. */
export type SyncArea = {
  /** Every key and value. */
  getAll: () => Promise<Map<string, unknown>>;
  /** Writes the items in one operation (one of the 120 a minute). */
  set: (items: ReadonlyMap<string, unknown>) => Promise<void>;
  remove: (keys: readonly string[]) => Promise<void>;
  /** Calls `listener` with the keys that changed, on any device; returns what stops it. */
  onChanged: (listener: (keys: string[]) => void) => () => void;
};

/**
 * The browser's `storage.sync` (Chrome Sync, Firefox Sync), through WXT's `browser`. Throws
 * where there is none (no `storage` permission, or a browser without it): the caller says
 * sync is unavailable and the product goes on as before.
 */
export function browserSyncArea(): SyncArea {
  const storage = browser.storage;
  const sync = storage.sync;
  return {
    getAll: async () => new Map(Object.entries(await sync.get(null))),
    set: (items) => sync.set(Object.fromEntries(items)),
    remove: (keys) => sync.remove([...keys]),
    onChanged: (listener) => {
      const heard = (changes: Record<string, unknown>, area: string) => {
        if (area === 'sync') listener(Object.keys(changes));
      };
      storage.onChanged.addListener(heard);
      return () => storage.onChanged.removeListener(heard);
    },
  };
}
