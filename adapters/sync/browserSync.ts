import { browserStorage } from '@/adapters/browserStorage';
import type { ProgressStore } from '@/adapters/progressStore';
import { deviceStore } from './device';
import { browserSyncArea } from './syncArea';
import { createSync, type Sync } from './syncRunner';
import { pageSyncStatus, readSyncSwitch } from './syncStatus';

/** A page's sync over the browser's `storage.sync` and the page's local storage. */
export function browserSync(store: ProgressStore): Sync {
  const status = pageSyncStatus();
  return createSync({
    area: browserSyncArea,
    store,
    device: deviceStore(browserStorage),
    status,
    enabled: () => readSyncSwitch(browserStorage),
    warn: (message, error) => console.warn(message, ...(error === undefined ? [] : [error])),
    now: Date.now,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
}
