import { createContext, use, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  SETTINGS_CHANGED_EVENT,
  SETTINGS_KEY,
  loadSettings,
  parseSettings,
  saveSettings,
  type Settings,
} from '@/utils/settings';
import type { KeyValueStorage } from '@/utils/storage';

type SettingsValue = {
  settings: Settings;
  setSetting: (name: keyof Settings, value: boolean) => void;
};

type SettingsStore = {
  get: () => Settings;
  set: (name: keyof Settings, value: boolean) => void;
  subscribe: (onChange: () => void) => () => void;
};

/**
 * The settings of one page: read once, saved whole on every change, and replaced (without
 * saving again, so no loop) when another page, or sync from another device, saves them.
 */
function createSettingsStore(storage: KeyValueStorage): SettingsStore {
  let settings = loadSettings(storage, console.warn);
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const onStorage = (event: StorageEvent) => {
    if (event.key !== SETTINGS_KEY) return;
    try {
      settings = parseSettings(event.newValue);
      notify();
    } catch {
      // Unreadable text from elsewhere: keep what this page has.
    }
  };
  return {
    get: () => settings,
    set: (name, value) => {
      settings = { ...settings, [name]: value };
      saveSettings(storage, settings, console.warn);
      notify();
      window.dispatchEvent(new Event(SETTINGS_CHANGED_EVENT));
    },
    subscribe: (onChange) => {
      if (listeners.size === 0) window.addEventListener('storage', onStorage);
      listeners.add(onChange);
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) window.removeEventListener('storage', onStorage);
      };
    },
  };
}

const SettingsContext = createContext<SettingsValue | null>(null);

type SettingsProviderProps = { storage: KeyValueStorage; children: ReactNode };

/** Holds the settings: read once at start, saved whole on every change, synced across pages. */
export function SettingsProvider({ storage, children }: SettingsProviderProps) {
  const [store] = useState(() => createSettingsStore(storage));
  const settings = useSyncExternalStore(store.subscribe, store.get);
  const value = useMemo(() => ({ settings, setSetting: store.set }), [settings, store]);
  return <SettingsContext value={value}>{children}</SettingsContext>;
}

/** The settings and their setter; throws outside SettingsProvider. */
export function useSettings(): SettingsValue {
  const value = use(SettingsContext);
  if (!value) throw new Error('useSettings must be used within SettingsProvider');
  return value;
}
