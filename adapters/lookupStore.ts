import { MAX_LOOKUPS, type Lookup } from '@/utils/progress/lookups';
import { readLookup } from '@/utils/progress/lookupSchema';
import { openDatabase, PROGRESS_DATABASE, type IndexedDBApi } from './database';
import { pageListeners } from './pageListeners';

/** The lookup log's storage (utils/progress/lookups.ts), as every page sees it. */
export type LookupStore = {
  /** Every readable lookup; records of another shape are skipped (`skipped` counts them). */
  list: () => Promise<{ lookups: Lookup[]; skipped: number }>;
  /**
   * Adds lookups whose ids the log lacks, in one transaction, then folds the log to its
   * newest `MAX_LOOKUPS`; resolves to how many were new. Tells the other pages.
   */
  addNew: (lookups: readonly Lookup[]) => Promise<number>;
  /** Deletes these lookups (another device's, from before it reset). Tells the other pages. */
  remove: (ids: readonly string[]) => Promise<void>;
  /** Deletes every lookup (Reset progress). */
  clear: () => Promise<void>;
  /** Calls `listener` after each write by another page; returns what stops it. */
  onChange: (listener: () => void) => () => void;
};

const readable = (records: readonly unknown[]) => {
  const lookups = records.map(readLookup).filter((lookup) => lookup !== null);
  return { lookups, skipped: records.length - lookups.length };
};

/**
 * The lookup log in IndexedDB `code-recall`, table `lookups` (schema version 3), announced
 * on the `BroadcastChannel` `<name>-lookups` after each write, as the attempt log is.
 */
export function createLookupStore(name = PROGRESS_DATABASE, api?: IndexedDBApi): LookupStore {
  const { db, ready } = openDatabase(name, api);
  let channel: BroadcastChannel | undefined;
  const open = () => (channel ??= new BroadcastChannel(`${name}-lookups`));
  return {
    list: async () => {
      await ready();
      return readable(await db.lookups.toArray());
    },
    addNew: async (lookups) => {
      await ready();
      const added = await db.transaction('rw', db.lookups, async () => {
        const ids = lookups.map((lookup) => lookup.id);
        const known = new Set(await db.lookups.where(':id').anyOf(ids).primaryKeys());
        const fresh = lookups.filter((lookup) => !known.has(lookup.id));
        await db.lookups.bulkAdd(fresh);
        const over = (await db.lookups.count()) - MAX_LOOKUPS;
        if (over > 0)
          await db.lookups.bulkDelete(await db.lookups.orderBy('at').limit(over).primaryKeys());
        return fresh.length;
      });
      open().postMessage('changed');
      return added;
    },
    remove: async (ids) => {
      await ready();
      await db.lookups.bulkDelete([...ids]);
      open().postMessage('changed');
    },
    clear: async () => {
      await ready();
      await db.lookups.clear();
      open().postMessage('changed');
    },
    onChange: (listener) => {
      const listening = open();
      listening.addEventListener('message', listener);
      return () => listening.removeEventListener('message', listener);
    },
  };
}

/** The same log in memory, for tests and pages without IndexedDB. */
export function createMemoryLookupStore(initial: readonly unknown[] = []): LookupStore {
  let records = [...initial];
  return {
    list: () => Promise.resolve(readable(records)),
    addNew: (lookups) => {
      const known = new Set(records.map((record) => readLookup(record)?.id));
      const fresh = lookups.filter((lookup) => !known.has(lookup.id));
      records = [...records, ...fresh];
      return Promise.resolve(fresh.length);
    },
    remove: (ids) => {
      const gone = new Set(ids);
      records = records.filter((record) => !gone.has(readLookup(record)?.id ?? ''));
      return Promise.resolve();
    },
    clear: () => {
      records = [];
      return Promise.resolve();
    },
    onChange: () => () => {},
  };
}

/** The store with `then` called after each of its writes. */
export function afterWrites(store: LookupStore, then: () => void): LookupStore {
  const after =
    <A extends unknown[], T>(write: (...args: A) => Promise<T>) =>
    async (...args: A) => {
      const result = await write(...args);
      then();
      return result;
    };
  return {
    ...store,
    addNew: after(store.addNew),
    remove: after(store.remove),
    clear: after(store.clear),
  };
}

/**
 * The store as one page holds it: its own writes are heard by its own listeners too, so
 * whatever writes it (the page, or sync merging another device's lookups) the page reads
 * the log again, as `pageSnippets` does for the snippets.
 */
export function pageLookups(store: LookupStore): LookupStore {
  const heard = pageListeners(store);
  return { ...afterWrites(store, heard.tell), onChange: heard.onChange };
}
