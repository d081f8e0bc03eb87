/** The themes a user may choose; `system` follows the system's light or dark. */
export const THEMES = ['system', 'light', 'dark', 'contrast'] as const;

export type Theme = (typeof THEMES)[number];

/** What a page is drawn in once `system` is resolved. */
export type ResolvedTheme = Exclude<Theme, 'system'>;

/** The local-storage key of the chosen theme: its own, apart from `SETTINGS_KEY`'s three. */
export const THEME_KEY = 'code-recall-theme';

/** The names the Theme select shows. */
export const THEME_NAMES: ReadonlyMap<Theme, string> = new Map([
  ['system', 'System'],
  ['light', 'Light'],
  ['dark', 'Dark'],
  ['contrast', 'High contrast'],
]);

/** Stored text to a theme: anything but a known name (missing, corrupt, `constructor`) is `system`. */
export function parseTheme(raw: string | null): Theme {
  return THEMES.find((theme) => theme === raw) ?? 'system';
}

/** The theme a page is drawn in, given the choice and whether the system prefers dark. */
export function resolveTheme(theme: Theme, systemDark: boolean): ResolvedTheme {
  if (theme !== 'system') return theme;
  return systemDark ? 'dark' : 'light';
}
