import { useSyncExternalStore } from 'react';
import { useProgress } from './ProgressProvider';
import { createSyncStatus, type SyncStatus } from '@/adapters/sync/syncStatus';

// Apart from ProgressProvider, which every page's first chunk holds: only the pages that
// show sync (progress, My snippets, options) follow it.

const NO_SYNC = createSyncStatus();

/** What sync is doing, followed live; "on" with nothing seen until the engine has loaded. */
export function useSyncStatus(): SyncStatus {
  const store = useProgress().syncStatus ?? NO_SYNC;
  return useSyncExternalStore(store.subscribe, store.get);
}
