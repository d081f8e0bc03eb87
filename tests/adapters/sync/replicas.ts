import { createMemoryStore, type ProgressStore } from '@/adapters/progressStore';
import { createMemorySnippetStore, type MemorySnippetStore } from '@/adapters/snippetStore';
import { createMemoryLookupStore, type LookupStore } from '@/adapters/lookupStore';
import { deviceStore } from '@/adapters/sync/device';
import { createSync, type Sync } from '@/adapters/sync/syncRunner';
import { createStore } from '@/utils/store';
import { createSyncStatus, type SyncStatusStore } from '@/adapters/sync/syncStatus';
import type { SyncArea } from '@/adapters/sync/syncArea';
import type { SettingsLink } from '@/adapters/sync/syncedSettings';
import { buildSchedule } from '@/utils/progress/schedule';
import { keyDevice } from '@/utils/sync/deviceKeys';
import { fakeSyncArea, type FakeSyncArea } from '@/tests/fakeSyncArea';
import { memoryStorage } from '@/tests/storage';
import type { KeyValueStorage } from '@/utils/preferences/storage';

/** A simulated clock shared by every device: waiting moves it on. */
export function simulatedClock(start = Date.UTC(2026, 0, 1)) {
  let time = start;
  return {
    now: () => time,
    advance: (ms: number) => void (time += ms),
    wait: (ms: number) => {
      time += ms;
      return Promise.resolve();
    },
  };
}

export type Clock = ReturnType<typeof simulatedClock>;

/**
 * One browser: its log, snippets and lookups, its copy of `storage.sync`, its sync, what it
 * warned.
 */
export type Replica = {
  store: ProgressStore;
  snippets: MemorySnippetStore;
  lookups: LookupStore;
  fake: FakeSyncArea;
  sync: Sync;
  status: SyncStatusStore;
  id: string;
  warnings: string[];
};

/** A browser with its own log and sync area, on the shared clock. */
export function replica(
  clock: Clock,
  options: {
    area?: (fake: FakeSyncArea) => SyncArea;
    id?: string;
    settings?: SettingsLink;
    /** The same browser again (a page opened later): its storage, log and area. */
    storage?: KeyValueStorage;
    store?: ProgressStore;
    fake?: FakeSyncArea;
    /** The lookups sync merges into (the engine's, heard by its page). */
    lookups?: LookupStore;
  } = {},
): Replica {
  const store = options.store ?? createMemoryStore();
  const snippets = createMemorySnippetStore();
  const lookups = options.lookups ?? createMemoryLookupStore();
  const fake = options.fake ?? fakeSyncArea(clock.now);
  const storage =
    options.storage ??
    memoryStorage(
      options.id ? { 'code-recall-device': JSON.stringify({ id: options.id, epoch: 0 }) } : {},
    );
  const device = deviceStore(storage);
  const status = createSyncStatus(true);
  const warnings: string[] = [];
  const sync = createSync({
    area: () => (options.area ? options.area(fake) : fake.area),
    store,
    snippets,
    lookups,
    device,
    status,
    enabled: createStore(true),
    settings: options.settings,
    warn: (message) => warnings.push(message),
    now: clock.now,
    wait: clock.wait,
  });
  return { store, snippets, lookups, fake, sync, status, id: device.get().id, warnings };
}

/**
 * The sync engine delivers device `from`'s keys (as `from`'s own area holds them) to `to`:
 * all of them, or only those `pick` keeps (sync delivers key by key).
 */
export function deliver(from: Replica, to: Replica, pick: (key: string) => boolean = () => true) {
  const source = from.fake.raw();
  const target = to.fake.raw();
  const keys = new Set(
    [...source.keys(), ...target.keys()].filter((key) => keyDevice(key) === from.id),
  );
  const changes = new Map<string, string | undefined>();
  for (const key of keys) {
    if (pick(key) && source.get(key) !== target.get(key)) changes.set(key, source.get(key));
  }
  if (changes.size > 0) to.fake.deliver(changes);
}

/** A replica's schedule, as plain data. */
export async function scheduleOf(replica: Replica) {
  const { attempts } = await replica.store.load();
  return [...buildSchedule(attempts)].sort(([a], [b]) => a.localeCompare(b));
}

/** A replica's snippets as every device should agree on them: the live ones, by id. */
export async function liveSnippetsOf(replica: Replica) {
  const snippets = await replica.snippets.list();
  return snippets
    .filter((snippet) => snippet.deletedAt === undefined)
    .sort((a, b) => a.id.localeCompare(b.id));
}
