import Dexie, { type Table } from 'dexie';

/** The IndexedDB database every page of the extension shares. */
export const PROGRESS_DATABASE = 'code-recall';

/** Another IndexedDB than the page's (tests pass fake-indexeddb's). */
export type IndexedDBApi = { indexedDB: IDBFactory; IDBKeyRange: typeof IDBKeyRange };

/**
 * The database's schema, one `version` per change. A version only adds: Dexie upgrades a
 * database an older build made, and its tables and records stay as they were.
 */
export class Database extends Dexie {
  attempts!: Table<unknown, string>;
  snippets!: Table<unknown, string>;
  lookups!: Table<unknown, string>;

  constructor(name: string, api?: IndexedDBApi) {
    super(name, api);
    this.version(1).stores({ attempts: 'id, finishedAt' });
    // Version 2: the user's own snippets; `attempts` is declared again exactly as it was.
    this.version(2).stores({ attempts: 'id, finishedAt', snippets: 'id, language, createdAt' });
    // Version 3: the lookup log (adapters/lookupStore.ts); the other tables as they were.
    this.version(3).stores({
      attempts: 'id, finishedAt',
      snippets: 'id, language, createdAt',
      lookups: 'id, at',
    });
  }
}

/** How many times a store opens the database when Chrome fails the open with UnknownError. */
const OPEN_TRIES = 3;

/**
 * Opens `db`, retrying Chrome's spurious UnknownError as Dexie does, but quietly: Dexie's own
 * retry warns on each try, and a page without IndexedDB promises one warning (the provider's).
 */
async function openQuietly(db: Dexie): Promise<void> {
  // Dexie's retry budget (`_state` is internal to Dexie 4): zero turns its warning retry off.
  (db as unknown as { _state: { PR1398_maxLoop: number } })._state.PR1398_maxLoop = 0;
  for (let tried = 1; ; tried++) {
    try {
      await db.open();
      return;
    } catch (error) {
      if ((error as Error).name !== 'UnknownError' || tried >= OPEN_TRIES) throw error;
    }
  }
}

type Opened = { db: Database; ready: () => Promise<void> };

/** The page's own databases by name: the log's store and the snippets' share one connection. */
const opened = new Map<string, Opened>();

/**
 * A store's database and what opens it: a failed open is tried again by the next call. The
 * page's IndexedDB is opened once a name (a second connection costs a second open as the
 * page loads); another IndexedDB (a test's) each time.
 */
export function openDatabase(name: string, api?: IndexedDBApi): Opened {
  const shared = api ? undefined : opened.get(name);
  if (shared) return shared;
  const db = new Database(name, api);
  let opening: Promise<void> | undefined;
  const ready = () =>
    (opening ??= openQuietly(db).catch((error: unknown) => {
      opening = undefined;
      throw error;
    }));
  if (!api) opened.set(name, { db, ready });
  return { db, ready };
}
