import { toStored, type Attempt } from '@/utils/progress/attempt';
import { readAttempt } from '@/utils/progress/schema';
import { openDatabase, PROGRESS_DATABASE, type IndexedDBApi } from './database';

/** The attempt log's storage, as every page sees it. */
export type ProgressStore = {
  /** Every readable attempt; records of another shape are skipped (`skipped` counts them). */
  load: () => Promise<{ attempts: Attempt[]; skipped: number }>;
  /** Adds one finished drill. */
  add: (attempt: Attempt) => Promise<void>;
  /** Deletes every attempt. */
  clear: () => Promise<void>;
  /** Calls `listener` after each write by another page; returns what stops it. */
  onChange: (listener: () => void) => () => void;
  /**
   * Adds, in one transaction, the attempts whose ids the log lacks; resolves to those. Other
   * pages are not told: an import's batches tell them once, with `announce`.
   */
  addNew: (attempts: readonly Attempt[]) => Promise<Attempt[]>;
  /** Deletes the attempts with these ids (a synced device's, once it has reset); no word. */
  remove: (ids: readonly string[]) => Promise<void>;
  /** Tells the other pages the log changed. */
  announce: () => Promise<void>;
  /**
   * The log as this page holds it, without reading the store, when it does (a page's log:
   * `adapters/pageLog.ts`); a whole read otherwise. Sync's write plans from it.
   */
  held?: () => Promise<{ attempts: Attempt[]; skipped: number }>;
};

/**
 * Records read per request: the page decodes and checks one page of the log a task, tens of
 * milliseconds on a loaded machine (a log of 100,000 read whole was one task of a second).
 */
const READ_PAGE = 500;

/** The records this version can read, as attempts, and how many it cannot. */
function splitReadable(records: readonly unknown[]): { attempts: Attempt[]; skipped: number } {
  const attempts = records.map(readAttempt).filter((attempt) => attempt !== null);
  return { attempts, skipped: records.length - attempts.length };
}

/**
 * The attempt log in IndexedDB through Dexie. Each write is a transaction, so two pages that
 * finish drills at the same time both keep theirs; `addNew` adds only unknown ids.
 * After each write the store posts on the `BroadcastChannel` `<name>-progress`
 * (`code-recall-progress`), so every other open page can read the log again. One channel
 * object posts and listens, so a page does not hear its own writes.
 */
export function createDexieStore(name = PROGRESS_DATABASE, api?: IndexedDBApi): ProgressStore {
  const { db, ready } = openDatabase(name, api);
  let channel: BroadcastChannel | undefined;
  const open = () => (channel ??= new BroadcastChannel(`${name}-progress`));
  /** Tells the other pages once `write` has landed. */
  const announce = async <T>(write: () => Promise<T>): Promise<T> => {
    await ready();
    const written = await write();
    open().postMessage('changed');
    return written;
  };
  return {
    // In pages by id, in one transaction: the same log a single read gives, a page a task.
    load: async () => {
      await ready();
      return db.transaction('r', db.attempts, async () => {
        const read = { attempts: [] as Attempt[], skipped: 0 };
        let page = await db.attempts.limit(READ_PAGE).toArray();
        for (;;) {
          const { attempts, skipped } = splitReadable(page);
          for (const attempt of attempts) read.attempts.push(attempt);
          read.skipped += skipped;
          const last = page.at(-1) as { id: string } | undefined;
          if (page.length < READ_PAGE || !last) return read;
          page = await db.attempts.where(':id').above(last.id).limit(READ_PAGE).toArray();
        }
      });
    },
    add: async (attempt) => {
      await announce(() => db.attempts.add(toStored(attempt)));
    },
    clear: () => announce(() => db.attempts.clear()),
    onChange: (listener) => {
      const listening = open();
      listening.addEventListener('message', listener);
      return () => listening.removeEventListener('message', listener);
    },
    // Only this batch's ids are looked up, so an import's batches stay short as the log grows.
    addNew: async (attempts) => {
      await ready();
      return db.transaction('rw', db.attempts, async () => {
        const ids = attempts.map((attempt) => attempt.id);
        const known = new Set(await db.attempts.where(':id').anyOf(ids).primaryKeys());
        const fresh = attempts.filter((attempt) => !known.has(attempt.id));
        await db.attempts.bulkAdd(fresh.map(toStored));
        return fresh;
      });
    },
    remove: async (ids) => {
      await ready();
      await db.attempts.bulkDelete([...ids]);
    },
    announce: () => announce(() => Promise.resolve()),
  };
}

/** The same store held in memory, for component tests and pages without IndexedDB. */
export function createMemoryStore(initial: readonly unknown[] = []): ProgressStore {
  const records = new Map<string, unknown>();
  initial.forEach((record, index) => {
    const id = readAttempt(record)?.id ?? `unreadable-${index}`;
    records.set(id, record);
  });
  return {
    load: () => Promise.resolve(splitReadable([...records.values()])),
    add: (attempt) => {
      records.set(attempt.id, toStored(attempt));
      return Promise.resolve();
    },
    clear: () => {
      records.clear();
      return Promise.resolve();
    },
    // No other page shares a memory log.
    onChange: () => () => {},
    announce: () => Promise.resolve(),
    addNew: (attempts) => {
      const fresh = attempts.filter((attempt) => !records.has(attempt.id));
      for (const attempt of fresh) records.set(attempt.id, toStored(attempt));
      return Promise.resolve(fresh);
    },
    remove: (ids) => {
      for (const id of ids) records.delete(id);
      return Promise.resolve();
    },
  };
}
