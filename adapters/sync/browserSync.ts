import { browserStorage } from '@/adapters/browserStorage';
import { settingsPreference, syncSwitchPreference } from '@/adapters/pagePreferences';
import { SETTINGS_CHANGED_EVENT } from '@/utils/preferences/settings';
import type { ProgressStore } from '@/adapters/progressStore';
import type { SnippetStore } from '@/adapters/snippetStore';
import type { LookupStore } from '@/adapters/lookupStore';
import { deviceStore } from './device';
import { browserSyncArea } from './syncArea';
import { createSync, type Sync } from './syncRunner';
import type { SettingsLink } from './syncedSettings';
import { createSyncStatus } from './syncStatus';

/** A page's sync over the browser's `storage.sync` and the page's local storage. */
export function browserSync(
  store: ProgressStore,
  snippets: SnippetStore,
  lookups: LookupStore,
): Sync {
  const enabled = syncSwitchPreference();
  return createSync({
    area: browserSyncArea,
    store,
    snippets,
    lookups,
    device: deviceStore(browserStorage),
    status: createSyncStatus(enabled.get()),
    enabled,
    settings: pageSettings(),
    warn: (message, error) => console.warn(message, ...(error === undefined ? [] : [error])),
    now: Date.now,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  });
}

/**
 * The page's settings, as its SettingsProvider holds them: settings from another device are
 * saved through the same preference, so this page shows them at once and the other pages
 * hear of them through the `storage` event.
 */
function pageSettings(): SettingsLink {
  const settings = settingsPreference();
  return {
    read: settings.get,
    readable: () => !settings.fellBack(),
    apply: settings.set,
    onChange: (listener) => {
      window.addEventListener(SETTINGS_CHANGED_EVENT, listener);
      return () => window.removeEventListener(SETTINGS_CHANGED_EVENT, listener);
    },
  };
}
