import { createDexieStore, type ProgressStore } from '@/adapters/progressStore';
import type { Attempt } from '@/utils/progress/attempt';
import { withAttempt, withLookups, type TopicCard } from '@/utils/progress/schedule';
import {
  afterWrites,
  createLookupStore,
  createMemoryLookupStore,
  pageLookups,
  type LookupStore,
} from './lookupStore';
import { pageListeners } from './pageListeners';
import { pageLog } from './pageLog';
import { scheduleOf } from './importLog';
import { pageProgress, type Exclusive, type PageProgress } from './pageProgress';
import { createMemorySnippetStore, createSnippetStore, type SnippetStore } from './snippetStore';
import { browserSync } from './sync/browserSync';
import type { Sync } from './sync/syncRunner';
import type { SyncStatusStore } from './sync/syncStatus';
import type { OwnSnippet } from '@/utils/snippets/snippet';

/** The log and every practised topic's card derived from it. */
type Log = { attempts: readonly Attempt[]; schedule: ReadonlyMap<string, TopicCard> };

/** A page's hold on the log as it changes: read again on demand and after other pages write. */
export type Follower = {
  /** Reads the log now, shows it, and resolves to it. */
  reload: () => Promise<readonly Attempt[]>;
  /** Adds the page's own attempt (the page shows it already); a read racing it is redone. */
  add: (attempt: Attempt) => Promise<void>;
  /** Stops following. */
  stop: () => void;
};

/**
 * What the pages load after first paint: the store and the scheduler (Dexie, FSRS), and a
 * page's work with them (adapters/pageProgress.ts).
 */
export type ProgressEngine = PageProgress & {
  store: ProgressStore;
  /**
   * The user's own snippets (adapters/snippetStore.ts): topics after the built-in ones,
   * exported and imported with the log.
   */
  snippets: SnippetStore;
  /**
   * The lookup log (adapters/lookupStore.ts): exported, imported and synced with the log;
   * heard by its own page too, whatever writes it (`pageLookups`).
   */
  lookups: LookupStore;
  withAttempt: typeof withAttempt;
  /** The schedule with the topics lookups made due (utils/progress/lookups.ts). */
  withLookups: typeof withLookups;
  /** Shows the log each time another page changes it; only the latest read is shown. */
  follow: (show: (log: Log) => void) => Follower;
  /** What sync is doing; null for an engine without sync (tests). */
  syncStatus: SyncStatusStore | null;
};

/** The log's lock within one page: each work starts once the one before has settled. */
function inTurn(): Exclusive {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const turn = last.then(work, work);
    last = turn.catch(() => {});
    return turn;
  };
}

/** The log's lock across the extension's pages: the Web Locks API, one name per origin. */
const acrossPages: Exclusive = async (work) =>
  await navigator.locks.request('code-recall-log', work);

function follower(store: ProgressStore, show: (log: Log) => void, sync?: Sync): Follower {
  let asked = 0;
  /** Reads and merges whose log is not shown yet: a write meanwhile reads again. */
  let reading = 0;
  /**
   * Reads a log and shows it once its schedule is built, unless a later log was asked for
   * meanwhile: `read` settles with the log, `shown` once it is shown (or dropped).
   */
  const showLatest = (read: () => Promise<readonly Attempt[]> | readonly Attempt[]) => {
    const mine = ++asked;
    reading++;
    // Begun now, before any write this page makes next.
    const attempts = (async () => await read())();
    const shown = attempts
      .then(async (log) => {
        const schedule = await scheduleOf(log);
        if (mine === asked) show({ attempts: log, schedule });
      })
      .finally(() => reading--);
    return { read: attempts, shown };
  };
  // The log as soon as it is read (Export and Reset count it); the page shows it after.
  const reload = () => {
    const { read, shown } = showLatest(async () => (await store.load()).attempts);
    shown.catch(() => {});
    return read;
  };
  const stop = store.onChange(() => void reload().catch(() => {}));
  // What sync merged it shows as it is: the log is not read again for it.
  const detach = sync?.attach((attempts) => showLatest(() => attempts).shown);
  return {
    reload,
    add: async (attempt) => {
      // A read under way may have begun before this write: its log would lack the attempt.
      const raced = reading > 0;
      asked++;
      await store.add(attempt);
      void sync?.written();
      if (raced) await reload();
    },
    stop: () => {
      stop();
      detach?.();
    },
  };
}

/**
 * The snippet store as one page holds it: its own writes are heard by its own listeners
 * too, so whatever writes (the page, or sync merging another device's) the page reads again.
 * One read serves every reader (the page, sync's pull and its push) until a write by this
 * page or another: reading and checking 500 snippets costs tens of milliseconds.
 */
function pageSnippets(snippets: SnippetStore): SnippetStore {
  const heard = pageListeners(snippets);
  let read: Promise<OwnSnippet[]> | null = null;
  const forget = () => void (read = null);
  // Heard first (listeners are called in the order they were added), so every listener of
  // the page reads afresh after another page's write.
  snippets.onChange(forget);
  return {
    list: async () => {
      const reading = (read ??= snippets.list());
      try {
        return [...(await reading)];
      } catch (error) {
        // A failed read is not kept: the next reader tries again.
        if (read === reading) forget();
        throw error;
      }
    },
    put: async (...write) => {
      try {
        await snippets.put(...write);
      } finally {
        // A read begun before the write ended may lack it: the next reader reads again.
        forget();
      }
      heard.tell();
    },
    onChange: heard.onChange,
  };
}

/**
 * The engine over a store (tests pass a memory log), synced when `makeSync` is given: the
 * log's own writes and the page's snippet and lookup writes are written to sync too, and a
 * reset resets this device's keys. The snippets and lookups are held in memory unless stores are given.
 */
export function engineWith(
  store: ProgressStore,
  makeSync?: (snippets: SnippetStore, lookups: LookupStore) => Sync,
  snippets: SnippetStore = createMemorySnippetStore(),
  lookups: LookupStore = createMemoryLookupStore(),
  exclusive: Exclusive = inTurn(),
): ProgressEngine {
  const page = pageSnippets(snippets);
  const looked = pageLookups(lookups);
  const sync = makeSync?.(page, looked);
  const synced: ProgressStore = sync
    ? {
        ...store,
        clear: async () => {
          await store.clear();
          await sync.reset();
        },
        announce: async () => {
          await store.announce();
          void sync.written();
        },
      }
    : store;
  const written: SnippetStore = sync
    ? {
        ...page,
        put: async (...write) => {
          await page.put(...write);
          void sync.written();
        },
      }
    : page;
  const lookedUp = sync ? afterWrites(looked, () => void sync.written()) : looked;
  return {
    // The log's lock is shared by every page's import and reset: one never lands in the
    // middle of another page's.
    ...pageProgress({ store: synced, snippets: written, lookups: lookedUp }, exclusive),
    store: synced,
    snippets: written,
    lookups: lookedUp,
    withAttempt,
    withLookups,
    follow: (show) => follower(store, show, sync),
    syncStatus: sync?.status ?? null,
  };
}

/**
 * The engine over the extension's IndexedDB log, synced through the browser. Sync is part of
 * the engine's chunk, which every page loads after first paint: a chunk of its own would make
 * the engine's chunk export its shared modules, and the popup's first chunk pay for that.
 */
export function dexieEngine(): ProgressEngine {
  // The page's log: sync's write plans from what the page read and wrote, not a new read.
  const store = pageLog(createDexieStore());
  return engineWith(
    store,
    (snippets, lookups) => browserSync(store, snippets, lookups),
    createSnippetStore(),
    createLookupStore(),
    acrossPages,
  );
}
