/** The three user settings. */
export type Settings = {
  scrollNavigationEnabled: boolean;
  blinkingCursorEnabled: boolean;
  showStatsEnabled: boolean;
};

/** The one local-storage key that holds the settings. */
export const SETTINGS_KEY = 'code-recall-settings';

/** What a page dispatches on `window` after its user changed a setting (sync shares it). */
export const SETTINGS_CHANGED_EVENT = 'code-recall-settings-changed';

/** All three settings start on. */
export const DEFAULT_SETTINGS: Readonly<Settings> = Object.freeze({
  scrollNavigationEnabled: true,
  blinkingCursorEnabled: true,
  showStatsEnabled: true,
});

const SETTING_NAMES = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

export const LOAD_WARNING = 'Failed to load settings from localStorage';
export const SAVE_WARNING = 'Failed to save settings to localStorage';

/**
 * Reads stored settings text: missing text gives the defaults; an object's boolean fields
 * are merged over the defaults and any other field is ignored. Throws a TypeError when the
 * text is not JSON or not a JSON object.
 */
export function parseSettings(raw: string | null): Settings {
  if (raw === null) return { ...DEFAULT_SETTINGS };
  const stored: unknown = JSON.parse(raw);
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    throw new TypeError(`Stored settings are not a JSON object: ${raw.slice(0, 40)}`);
  }
  const settings = { ...DEFAULT_SETTINGS };
  for (const name of SETTING_NAMES) {
    const value: unknown = (stored as Record<string, unknown>)[name];
    if (typeof value === 'boolean') settings[name] = value;
  }
  return settings;
}

/** The stored form: exactly the three fields, as one JSON object (docs/architecture.md, Settings). */
export function serializeSettings(settings: Settings): string {
  return JSON.stringify({
    scrollNavigationEnabled: settings.scrollNavigationEnabled,
    blinkingCursorEnabled: settings.blinkingCursorEnabled,
    showStatsEnabled: settings.showStatsEnabled,
  });
}
