import { createStore, type Store } from '@/utils/store';

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
  /** Other devices' keys left out of the last merge: values no device of this version writes. */
  ignored: number;
};

/** A sync's status: set by its runner, shown by the Sync section and My snippets. */
export type SyncStatusStore = Store<SyncStatus> & {
  /** Changes some fields and keeps the others. */
  update: (change: Partial<SyncStatus>) => void;
};

/** A fresh status: nothing read yet. */
export function createSyncStatus(enabled = true): SyncStatusStore {
  const store = createStore<SyncStatus>({
    state: enabled ? 'on' : 'off',
    devices: 0,
    lastRemoteAt: null,
    message: null,
    unsynced: [],
    ignored: 0,
  });
  return { ...store, update: (change) => store.set({ ...store.get(), ...change }) };
}
