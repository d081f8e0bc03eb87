import { createDexieStore, type ProgressStore } from '@/adapters/progressStore';
import type { Attempt } from '@/utils/progress/attempt';
import { buildSchedule, withAttempt, type TopicCard } from '@/utils/progress/schedule';
import { importLog } from './importLog';
import type { Sync } from './sync/syncRunner';

/** The log and every practised topic's card derived from it. */
export type Log = { attempts: readonly Attempt[]; schedule: ReadonlyMap<string, TopicCard> };

/** A page's hold on the log as it changes: read again on demand and after other pages write. */
export type Follower = {
  /** Reads the log now, shows it, and resolves to it. */
  reload: () => Promise<readonly Attempt[]>;
  /** Adds the page's own attempt (the page shows it already); a read racing it is redone. */
  add: (attempt: Attempt) => Promise<void>;
  /** Stops following. */
  stop: () => void;
};

/** What the pages load after first paint: the store and the scheduler (Dexie, FSRS). */
export type ProgressEngine = {
  store: ProgressStore;
  buildSchedule: typeof buildSchedule;
  withAttempt: typeof withAttempt;
  /** Imports attempts in batches and rebuilds the schedule once (adapters/importLog.ts). */
  importLog: typeof importLog;
  /** Shows the log each time another page changes it; only the latest read is shown. */
  follow: (show: (log: Log) => void) => Follower;
};

function follower(store: ProgressStore, show: (log: Log) => void, sync?: Promise<Sync>): Follower {
  let asked = 0;
  let reading = 0;
  const reload = async () => {
    const mine = ++asked;
    reading++;
    try {
      const { attempts } = await store.load();
      if (mine === asked) show({ attempts, schedule: buildSchedule(attempts) });
      return attempts;
    } finally {
      reading--;
    }
  };
  const stop = store.onChange(() => void reload().catch(() => {}));
  const detach = sync?.then((sync) => sync.attach(reload));
  return {
    reload,
    add: async (attempt) => {
      // A read under way may have begun before this write: its log would lack the attempt.
      const raced = reading > 0;
      asked++;
      await store.add(attempt);
      void sync?.then((sync) => sync.written());
      if (raced) await reload();
    },
    stop: () => {
      stop();
      void detach?.then((detach) => detach());
    },
  };
}

/**
 * The engine over a store (tests pass a memory log), synced when `loadSync` is given: the
 * log's own writes are written to sync too, and a reset resets this device's keys.
 */
export function engineWith(store: ProgressStore, loadSync?: () => Promise<Sync>): ProgressEngine {
  let loading: Promise<Sync> | undefined;
  // A sync that fails to load leaves the engine as it is without sync (the page warns once).
  const sync = () =>
    loadSync
      ? (loading ??= loadSync().catch((error: unknown) => {
          console.warn('Sync did not load', error);
          return new Promise<Sync>(() => {});
        }))
      : undefined;
  const synced: ProgressStore = {
    ...store,
    clear: async () => {
      await store.clear();
      await sync()?.then((sync) => sync.reset());
    },
    announce: async () => {
      await store.announce();
      void sync()?.then((sync) => sync.written());
    },
  };
  return {
    store: loadSync ? synced : store,
    buildSchedule,
    withAttempt,
    importLog,
    follow: (show) => follower(store, show, sync()),
  };
}

/**
 * The engine over the extension's IndexedDB log, synced through the browser; the sync code
 * is its own chunk, loaded when a page first follows the log.
 */
export function dexieEngine(): ProgressEngine {
  const store = createDexieStore();
  return engineWith(store, () =>
    import('./sync/browserSync').then((module) => module.browserSync(store)),
  );
}
