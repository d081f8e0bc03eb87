import type { ProgressStore } from '@/adapters/progressStore';
import type { SnippetStore } from '@/adapters/snippetStore';
import { inSlices } from '@/adapters/slices';
import type { LookupStore } from '@/adapters/lookupStore';
import type { Attempt } from '@/utils/progress/attempt';
import { keyDevice } from '@/utils/sync/deviceKeys';
import { planWrite } from '@/utils/sync/planWrite';
import { screenKeys } from '@/utils/sync/screen';
import { recentWrites, writeDelay } from '@/utils/sync/quota';
import type { Store } from '@/utils/store';
import type { DeviceStore } from './device';
import { mergeShares } from './mergeShares';
import { syncedSettings, type SettingsLink } from './syncedSettings';
import type { SyncArea } from './syncArea';
import type { SyncStatusStore } from './syncStatus';

/** What sync needs from its page; tests pass fakes and a clock. */
type SyncDeps = {
  /** The area, or what it threw on being reached (no `storage.sync` in this browser). */
  area: () => SyncArea;
  store: ProgressStore;
  /** The user's own snippets, synced beside the log when given. */
  snippets?: SnippetStore;
  /** The lookup log, synced beside the log when given. */
  lookups?: LookupStore;
  device: DeviceStore;
  status: SyncStatusStore;
  /** The switch **Sync progress**, read at each step and followed to catch up when on. */
  enabled: Pick<Store<boolean>, 'get' | 'subscribe'>;
  /** The page's settings, shared with the other devices when given. */
  settings?: SettingsLink;
  warn: (message: string, error?: unknown) => void;
  now: () => number;
  wait: (ms: number) => Promise<void>;
};

/** A page's sync: merges the other devices' keys into the log, and writes this device's. */
export type Sync = {
  /** What sync is doing, for the Sync section and My snippets. */
  status: SyncStatusStore;
  /**
   * Merges now, writes this device's keys, and merges again on each change from another
   * device; `show` shows a merged log (a merge ends once it has). Returns what stops
   * listening.
   */
  attach: (show: (attempts: readonly Attempt[]) => void | Promise<void>) => () => void;
  /** Merges the other devices' keys into the log now. */
  merge: () => Promise<void>;
  /** This device's log changed: its keys are written, at most at the quotas' rate. */
  written: () => Promise<void>;
  /** This device reset its progress: its keys are emptied under a new reset count. */
  reset: () => Promise<void>;
};

/** After a refused write, the next share is this much smaller. */
const SHRINK = 0.75;
/** How long after a page opens it first merges and writes. */
const START_MS = 1_000;
/** Changes from other devices arrive key by key: one merge after they settle. */
const SETTLE_MS = 250;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** What one page's sync remembers between its steps. */
type SyncState = {
  /** The area once reached; null before, or when it could not be. */
  area: SyncArea | null;
  /** Whether the page has warned (once a page). */
  warned: boolean;
  /** Skip reasons already warned of. */
  skipped: Set<string>;
  /** The share's scale: below 1 after refused writes. */
  scale: number;
  /** When this page wrote, for the quotas' rate. */
  writes: number[];
  /** The write under way, which serves every write asked for before it began. */
  pushing: Promise<void> | null;
  /** Writes asked for so far. */
  asked: number;
  show: (attempts: readonly Attempt[]) => void | Promise<void>;
};

/**
 * Sync over `storage.sync`, in four steps: read the shares, merge them into this device,
 * plan this device's keys within its quota, write them. Any fault leaves the product as it
 * is without sync: the status says so and the page warns once; the local log is never
 * touched by a failure.
 */
export function createSync(deps: SyncDeps): Sync {
  const { store, device, status } = deps;
  const state: SyncState = {
    area: null,
    warned: false,
    skipped: new Set(),
    scale: 1,
    writes: [],
    pushing: null,
    asked: 0,
    show: () => {},
  };

  const fail = (message: string, error: unknown) => {
    status.update({ state: 'failing', message });
    if (!state.warned) deps.warn(message, error);
    state.warned = true;
  };
  const unavailable = (error: unknown) =>
    fail(
      `Sync is not available in this browser (${messageOf(error)}); progress is saved on this device as before.`,
      error,
    );
  /** The area, or null after saying sync is unavailable. */
  const reach = (): Promise<SyncArea | null> => {
    try {
      return Promise.resolve((state.area ??= deps.area()));
    } catch (error) {
      unavailable(error);
      return Promise.resolve(null);
    }
  };
  /** Step 1: every key in the area, or null when sync is off or unavailable. */
  const readShares = async () => {
    const area = deps.enabled.get() ? await reach() : null;
    if (!area) return null;
    try {
      return { area, items: await area.getAll() };
    } catch (error) {
      unavailable(error);
      return null;
    }
  };

  const settings =
    deps.settings &&
    syncedSettings(deps.settings, {
      self: () => device.get().id,
      enabled: deps.enabled.get,
      now: deps.now,
      area: reach,
      wrote: () => state.writes.push(deps.now()),
      fail,
    });

  const warnOnce = (lines: readonly string[]) => {
    for (const line of lines.filter((line) => !state.skipped.has(line))) {
      state.skipped.add(line);
      deps.warn(line);
    }
  };

  /** Step 2: the other devices' keys merged into this device's log and snippets. */
  const pull = async () => {
    if (!deps.enabled.get()) return status.update({ state: 'off' });
    const read = await readShares();
    if (!read) return;
    settings?.adopt(read.items);
    const merged = await mergeShares(read.items, device.get().id, deps.now(), store, deps);
    warnOnce(merged.skipped);
    if (merged.attempts) await state.show(merged.attempts);
    // Another device now carries some of these snippets: this device's keys may shrink.
    if (merged.snippetsChanged) void written();
    if (status.get().state !== 'failing') status.update({ state: 'on' });
    status.update({
      devices: merged.plan.devices,
      lastRemoteAt: merged.plan.lastRemoteAt,
      ignored: merged.ignored,
    });
  };

  /** Steps 3 and 4: this device's keys planned within its quota, then written. */
  const push = async () => {
    const read = await readShares();
    if (!read) return;
    const plan = await inSlices(
      planWrite({
        items: read.items,
        readable: screenKeys(read.items, device.get().id, deps.now()).items,
        self: device.get(),
        attempts: (await (store.held ?? store.load)()).attempts,
        snippets: (await deps.snippets?.list()) ?? [],
        lookups: (await deps.lookups?.list())?.lookups ?? [],
        scale: state.scale,
        now: deps.now(),
      }),
    );
    if (plan.kind === 'full') {
      return fail('Sync is full: the other devices leave no room for this one.', null);
    }
    try {
      if (plan.changed.size > 0) {
        await read.area.set(plan.changed);
        state.writes.push(deps.now());
      }
      if (plan.stale.length > 0) {
        await read.area.remove(plan.stale);
        state.writes.push(deps.now());
      }
    } catch (error) {
      state.scale *= SHRINK;
      return fail(
        `Sync could not write (${messageOf(error)}); progress is saved on this device, and the next write tries smaller.`,
        error,
      );
    }
    status.update({ state: 'on', ...plan.settled });
  };

  /** Writes now or when the quotas allow; drills finished meanwhile share the write. */
  const written = () => {
    state.asked++;
    return (state.pushing ??= (async () => {
      try {
        for (let served = 0; served < state.asked;) {
          served = state.asked;
          state.writes = recentWrites(state.writes, deps.now());
          await deps.wait(writeDelay(state.writes, deps.now()));
          await push().catch((error: unknown) =>
            fail(`Sync could not write (${messageOf(error)}).`, error),
          );
        }
      } finally {
        // In the same step as the last check: a write asked for after it starts a new run.
        state.pushing = null;
      }
    })());
  };

  const merge = () =>
    pull().catch((error: unknown) => fail(`Sync could not merge (${messageOf(error)}).`, error));

  return {
    status,
    attach: (show) => {
      state.show = show;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      let stopListening = () => {};
      const start = () =>
        void merge().then(async () => {
          if (!stopped) await written();
        });
      // After the page's own first read of the log and its first render: sync reads it too.
      const starting = setTimeout(start, START_MS);
      void reach().then((area) => {
        if (!area || stopped) return;
        stopListening = area.onChanged((keys) => {
          const self = device.get().id;
          if (!keys.some((key) => keyDevice(key) !== null && keyDevice(key) !== self)) return;
          clearTimeout(timer);
          timer = setTimeout(() => void merge(), SETTLE_MS);
        });
      });
      const unshare = settings?.follow() ?? (() => {});
      // The switch turned back on: catch up both ways.
      const unsubscribe = deps.enabled.subscribe(() => {
        if (deps.enabled.get()) start();
        else status.update({ state: 'off', message: null });
      });
      return () => {
        stopped = true;
        clearTimeout(starting);
        clearTimeout(timer);
        stopListening();
        unsubscribe();
        unshare();
      };
    },
    merge,
    written,
    // The other devices' progress comes back at once: only this device's is reset.
    reset: async () => {
      try {
        device.reset();
      } catch (error) {
        return fail(`Sync could not count the reset (${messageOf(error)}).`, error);
      }
      await state.pushing;
      await written();
      await merge();
    },
  };
}
