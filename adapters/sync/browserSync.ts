import { browserStorage } from '@/adapters/browserStorage';
import {
  SETTINGS_CHANGED_EVENT,
  SETTINGS_KEY,
  loadSettings,
  saveSettings,
  serializeSettings,
} from '@/utils/settings';
import type { ProgressStore } from '@/adapters/progressStore';
import type { SnippetStore } from '@/adapters/snippetStore';
import { deviceStore } from './device';
import { browserSyncArea } from './syncArea';
import { createSync, type Sync } from './syncRunner';
import type { SettingsLink } from './syncedSettings';
import { pageSyncStatus, readSyncSwitch } from './syncStatus';

/** A page's sync over the browser's `storage.sync` and the page's local storage. */
export function browserSync(store: ProgressStore, snippets: SnippetStore): Sync {
  const status = pageSyncStatus();
  return createSync({
    area: browserSyncArea,
    store,
    snippets,
    device: deviceStore(browserStorage),
    status,
    enabled: () => readSyncSwitch(browserStorage),
    settings: pageSettings,
    warn: (message, error) => console.warn(message, ...(error === undefined ? [] : [error])),
    now: Date.now,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
}

/**
 * The page's settings in `localStorage` (docs/architecture.md, Settings). Another device's
 * settings are stored there, which tells the other pages (the `storage` event), and this page
 * hears the same event, dispatched here: every page applies them as a change from another page.
 */
const pageSettings: SettingsLink = {
  read: () => loadSettings(browserStorage, () => {}),
  apply: (settings) => {
    saveSettings(browserStorage, settings, console.warn);
    const newValue = serializeSettings(settings);
    window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_KEY, newValue }));
  },
  onChange: (listener) => {
    window.addEventListener(SETTINGS_CHANGED_EVENT, listener);
    return () => window.removeEventListener(SETTINGS_CHANGED_EVENT, listener);
  },
};
