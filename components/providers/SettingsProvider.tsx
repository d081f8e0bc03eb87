import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
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

const SettingsContext = createContext<SettingsValue | null>(null);

type SettingsProviderProps = { storage: KeyValueStorage; children: ReactNode };

/** Holds the settings: read once at start, saved whole on every change, synced across pages. */
export function SettingsProvider({ storage, children }: SettingsProviderProps) {
  const [settings, setSettings] = useState(() => loadSettings(storage, console.warn));

  const setSetting = useCallback(
    (name: keyof Settings, value: boolean) => {
      const next = { ...settings, [name]: value };
      setSettings(next);
      saveSettings(storage, next, console.warn);
    },
    [settings, storage],
  );

  useEffect(() => {
    // Another page saved: take its value without saving it again (no loop).
    const onStorage = (event: StorageEvent) => {
      if (event.key !== SETTINGS_KEY) return;
      try {
        setSettings(parseSettings(event.newValue));
      } catch {
        // Unreadable text from elsewhere: keep what this page has.
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const value = useMemo(() => ({ settings, setSetting }), [settings, setSetting]);
  return <SettingsContext value={value}>{children}</SettingsContext>;
}

/** The settings and their setter; throws outside SettingsProvider. */
export function useSettings(): SettingsValue {
  const value = use(SettingsContext);
  if (!value) throw new Error('useSettings must be used within SettingsProvider');
  return value;
}
