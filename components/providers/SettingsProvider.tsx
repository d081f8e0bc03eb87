import { createContext, use, useMemo, useState, type ReactNode } from 'react';
import { settingsPreference } from '@/adapters/pagePreferences';
import { usePreference } from '@/hooks/usePreference';
import { SETTINGS_CHANGED_EVENT, type Settings } from '@/utils/preferences/settings';
import type { KeyValueStorage } from '@/utils/preferences/storage';

type SettingsValue = {
  settings: Settings;
  setSetting: (name: keyof Settings, value: boolean) => void;
};

const SettingsContext = createContext<SettingsValue | null>(null);

type SettingsProviderProps = { storage: KeyValueStorage; children: ReactNode };

/**
 * Holds the three settings: read once at start, saved whole on every change, and replaced
 * (without saving again) when another page, or sync from another device, saves them. A
 * change made here is announced on `window` (SETTINGS_CHANGED_EVENT), so sync shares it.
 */
export function SettingsProvider({ storage, children }: SettingsProviderProps) {
  const [preference] = useState(() => settingsPreference(storage));
  const settings = usePreference(preference);
  const value = useMemo<SettingsValue>(
    () => ({
      settings,
      setSetting: (name, on) => {
        preference.set({ ...preference.get(), [name]: on });
        window.dispatchEvent(new Event(SETTINGS_CHANGED_EVENT));
      },
    }),
    [settings, preference],
  );
  return <SettingsContext value={value}>{children}</SettingsContext>;
}

/** The settings and their setter; throws outside SettingsProvider. */
export function useSettings(): SettingsValue {
  const value = use(SettingsContext);
  if (!value) throw new Error('useSettings must be used within SettingsProvider');
  return value;
}
