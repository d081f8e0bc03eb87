import type { ProgressStore } from '@/adapters/progressStore';
import type { SnippetStore } from '@/adapters/snippetStore';
import { inBatches, IMPORT_BATCH_SIZE } from '@/utils/progress/importBatches';
import { deviceItems, keyDevice, metaKey, readDevices } from '@/utils/sync/deviceKeys';
import { fitShare } from '@/utils/sync/fit';
import { SYNCED_ID_PREFIX } from '@/utils/sync/fold';
import { planMerge } from '@/utils/sync/merge';
import { itemsBytes, quotaNotice, recentWrites, shareBudget, writeDelay } from '@/utils/sync/quota';
import { isSettingsKey } from '@/utils/sync/settingsShare';
import { planSnippetPull, planSnippetPush } from '@/utils/sync/snippetPlan';
import { readCarried } from '@/utils/sync/snippetShare';
import { ignoredWarning, screenKeys } from '@/utils/sync/screen';
import type { DeviceStore } from './device';
import { syncedSettings, type SettingsLink } from './syncedSettings';
import type { SyncArea } from './syncArea';
import type { SyncStatusStore } from './syncStatus';
import type { Store } from '@/utils/store';

/** What sync needs from its page; tests pass fakes and a clock. */
export type SyncDeps = {
  /** The area, or what it threw on being reached (no `storage.sync` in this browser). */
  area: () => SyncArea;
  store: ProgressStore;
  /** The user's own snippets, synced beside the log when given. */
  snippets?: SnippetStore;
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
   * device; `reload` shows the merged log. Returns what stops listening.
   */
  attach: (reload: () => Promise<unknown>) => () => void;
  /** Merges the other devices' keys into the log now. */
  merge: () => Promise<void>;
  /** This device's log changed: its keys are written, at most at the quotas' rate. */
  written: () => Promise<void>;
  /** This device reset its progress: its keys are emptied under a new reset count. */
  reset: () => Promise<void>;
};

/** Bytes a device's meta and its chunks' keys and quotes cost besides the share's text. */
const KEYS_OVERHEAD = 400;
/** After a refused write, the next share is this much smaller. */
const SHRINK = 0.75;
/** How long after a page opens it first merges and writes. */
const START_MS = 1_000;
/** Changes from other devices arrive key by key: one merge after they settle. */
const SETTLE_MS = 250;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sync over `storage.sync`. Any fault leaves the product as it is without sync: the
 * status says so and the page warns once; the local log is never touched by a failure.
 */
export function createSync(deps: SyncDeps): Sync {
  const { store, device, status } = deps;
  let area: SyncArea | null = null;
  let warned = false;
  const skipped = new Set<string>();
  let scale = 1;
  let writes: number[] = [];
  let pushing: Promise<void> | null = null;
  /** Writes asked for: one write serves all asked before it began. */
  let asked = 0;

  const fail = (message: string, error: unknown) => {
    status.update({ state: 'failing', message });
    if (!warned) deps.warn(message, error);
    warned = true;
  };
  /** The area, or null after saying sync is unavailable. */
  const reach = async <T>(use: (area: SyncArea) => Promise<T>): Promise<T | null> => {
    try {
      area ??= deps.area();
      return await use(area);
    } catch (error) {
      fail(
        `Sync is not available in this browser (${messageOf(error)}); progress is saved on this device as before.`,
        error,
      );
      return null;
    }
  };

  let reload: () => Promise<unknown> = () => Promise.resolve();

  const settings =
    deps.settings &&
    syncedSettings(deps.settings, {
      self: () => device.get().id,
      enabled: deps.enabled.get,
      now: deps.now,
      area: () => reach((area) => Promise.resolve(area)),
      wrote: () => writes.push(deps.now()),
      fail,
    });

  const warnOnce = (lines: readonly string[]) => {
    for (const line of lines.filter((line) => !skipped.has(line))) {
      skipped.add(line);
      deps.warn(line);
    }
  };
  /** The area's keys a merge may read: other devices' keys no device writes are left out. */
  const screened = (items: ReadonlyMap<string, unknown>) =>
    screenKeys(items, device.get().id, deps.now());
  const listSnippets = () => deps.snippets?.list() ?? Promise.resolve([]);

  /** The other devices' snippets merged into this device's; a write follows if any came. */
  const pullSnippets = async (items: ReadonlyMap<string, unknown>) => {
    if (!deps.snippets) return;
    const { carried, skipped: lines } = readCarried(items, device.get().id);
    warnOnce(lines);
    const { put } = planSnippetPull(await deps.snippets.list(), carried);
    if (put.length === 0) return;
    await deps.snippets.put(put);
    // Another device now carries some of these: this device's keys may shrink.
    void written();
  };

  const pull = async () => {
    if (!deps.enabled.get()) return status.update({ state: 'off' });
    const read = await reach((area) => area.getAll());
    if (!read) return;
    const { items, ignored: screenedOut } = screened(read);
    settings?.adopt(items);
    const { attempts } = await store.load();
    const plan = planMerge(readDevices(items), device.get().id, attempts, deps.now());
    const ignored = [...screenedOut, ...plan.ignored];
    warnOnce([...plan.skipped, ...(ignored.length > 0 ? [ignoredWarning(ignored)] : [])]);
    if (plan.remove.length > 0) await store.remove(plan.remove);
    let added = 0;
    for (const batch of inBatches(plan.add, IMPORT_BATCH_SIZE)) {
      added += (await store.addNew(batch)).length;
    }
    if (added > 0 || plan.remove.length > 0) {
      await store.announce();
      await reload();
    }
    await pullSnippets(items);
    if (status.get().state !== 'failing') status.update({ state: 'on' });
    status.update({
      devices: plan.devices,
      lastRemoteAt: plan.lastRemoteAt,
      ignored: ignored.length,
    });
  };

  const push = async () => {
    if (!deps.enabled.get()) return;
    const read = await reach((area) => area.getAll());
    if (!read || !area) return;
    const { id, epoch } = device.get();
    // The others' keys as screened; their bytes all count, as the browser counts them.
    const items = screened(read).items;
    const mine = new Map([...items].filter(([key]) => keyDevice(key) === id));
    const others = new Map([...read].filter(([key]) => keyDevice(key) !== id));
    const devices = new Set(
      [id, ...[...items.keys()].map(keyDevice)].filter((key) => key !== null),
    );
    const { attempts } = await store.load();
    const own = attempts.filter((attempt) => !attempt.id.startsWith(SYNCED_ID_PREFIX));
    const budget = shareBudget({
      othersBytes: itemsBytes(others),
      devices: devices.size,
      overhead: KEYS_OVERHEAD,
      scale,
    });
    // Snippets take what the whole log leaves, and at least half: the log folds to fit.
    const whole = fitShare(own, Infinity)?.text.length ?? 0;
    const room = Math.max(Math.floor(budget / 2), budget - whole);
    const snippets = planSnippetPush(
      await listSnippets(),
      readCarried(items, id).carried,
      id,
      room,
    );
    const fitted = fitShare(own, budget - snippets.bytes);
    if (!fitted) return fail('Sync is full: the other devices leave no room for this one.', null);
    const next = deviceItems(id, fitted.text, { epoch, at: deps.now() });
    for (const [key, value] of snippets.items) next.set(key, value);
    const same = (key: string) => JSON.stringify(mine.get(key)) === JSON.stringify(next.get(key));
    const changed = new Map([...next].filter(([key]) => key !== metaKey(id) && !same(key)));
    const meta = mine.get(metaKey(id)) as { epoch?: number; sum?: string } | undefined;
    const written = next.get(metaKey(id)) as { epoch: number; sum: string };
    const stale = [...mine.keys()].filter((key) => !next.has(key) && !isSettingsKey(key));
    const settled = {
      state: 'on' as const,
      devices: devices.size,
      unsynced: snippets.unsynced,
      message: quotaNotice(fitted.folded + fitted.dropped, snippets.unsynced.length),
    };
    const unchanged = meta?.epoch === written.epoch && meta.sum === written.sum;
    if (changed.size === 0 && stale.length === 0 && unchanged) return status.update(settled);
    changed.set(metaKey(id), written);
    try {
      await area.set(changed);
      writes.push(deps.now());
      if (stale.length > 0) {
        await area.remove(stale);
        writes.push(deps.now());
      }
    } catch (error) {
      scale *= SHRINK;
      return fail(
        `Sync could not write (${messageOf(error)}); progress is saved on this device, and the next write tries smaller.`,
        error,
      );
    }
    status.update(settled);
  };

  /** Writes now or when the quotas allow; drills finished meanwhile share the write. */
  const written = () => {
    asked++;
    return (pushing ??= (async () => {
      try {
        for (let served = 0; served < asked;) {
          served = asked;
          writes = recentWrites(writes, deps.now());
          await deps.wait(writeDelay(writes, deps.now()));
          await push().catch((error: unknown) =>
            fail(`Sync could not write (${messageOf(error)}).`, error),
          );
        }
      } finally {
        // In the same step as the last check: a write asked for after it starts a new run.
        pushing = null;
      }
    })());
  };

  const merge = () =>
    pull().catch((error: unknown) => fail(`Sync could not merge (${messageOf(error)}).`, error));

  return {
    status,
    attach: (show) => {
      reload = show;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      let stopListening = () => {};
      const start = () =>
        void merge().then(async () => {
          if (!stopped) await written();
        });
      // After the page's own first read of the log and its first render: sync reads it too.
      const starting = setTimeout(start, START_MS);
      void reach((area) => Promise.resolve(area)).then((area) => {
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
      await pushing;
      await written();
      await merge();
    },
  };
}
