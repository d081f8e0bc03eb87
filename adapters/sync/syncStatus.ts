import { browserStorage } from '@/adapters/browserStorage';
import type { KeyValueStorage } from '@/utils/storage';

/** On, off (the user's switch), or failing (no sync in this browser, or a write refused). */
export type SyncState = 'on' | 'off' | 'failing';

/** What the Sync section shows. */
export type SyncStatus = {
  state: SyncState;
  /** Devices whose progress is in the browser's sync, this one included; 0 before a read. */
  devices: number;
  /** When another device last wrote, ms since the epoch; null when none has. */
  lastRemoteAt: number | null;
  /** Why sync is failing, or a notice (the share was folded to fit); null when all is well. */
  message: string | null;
  /** The ids of own snippets this device would sync that do not fit the quota. */
  unsynced: readonly string[];
};

/** The switch **Sync progress**: its own local-storage key, on unless it holds "off". */
export const SYNC_SWITCH_KEY = 'code-recall-sync';

/** Reads the switch; storage that throws counts as on (sync's own faults show elsewhere). */
export function readSyncSwitch(storage: KeyValueStorage): boolean {
  try {
    return storage.getItem(SYNC_SWITCH_KEY) !== 'off';
  } catch {
    return true;
  }
}

/**
 * One page's sync status, shared by the sync runner (which sets it) and the Sync section
 * (which shows it, through `useSyncExternalStore`).
 */
export function createSyncStatus(enabled: boolean) {
  let status: SyncStatus = {
    state: enabled ? 'on' : 'off',
    devices: 0,
    lastRemoteAt: null,
    message: null,
    unsynced: [],
  };
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    update: (change: Partial<SyncStatus>) => {
      status = { ...status, ...change };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export type SyncStatusStore = ReturnType<typeof createSyncStatus>;

let page: SyncStatusStore | undefined;

/** This page's status, made on first use from the stored switch. */
export const pageSyncStatus = () => (page ??= createSyncStatus(readSyncSwitch(browserStorage)));

/** Turns sync on or off for this browser (every page reads the switch before each step). */
export function setSyncSwitch(on: boolean): void {
  try {
    browserStorage.setItem(SYNC_SWITCH_KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused: the switch holds for this page only.
  }
  pageSyncStatus().update({ state: on ? 'on' : 'off', message: null });
}
