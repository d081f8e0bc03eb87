import { THEME_KEY, parseTheme, type Theme } from '@/utils/theme';
import { browserStorage } from './browserStorage';

/** The attribute on <html> that the stylesheet's themes key on; absent for `system`. */
export const THEME_ATTRIBUTE = 'data-theme';

/** The stored theme; storage that cannot be read gives `system`. */
export function readTheme(): Theme {
  try {
    return parseTheme(browserStorage.getItem(THEME_KEY));
  } catch {
    return 'system';
  }
}

/** Draws the page in `theme`: sets or removes `data-theme` on <html>. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, theme);
}

/** Saves and applies a chosen theme; other pages hear of it through the `storage` event. */
export function saveTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    browserStorage.setItem(THEME_KEY, theme);
  } catch (error) {
    console.warn('Failed to save the theme to localStorage', error);
  }
}

/** Follows a theme chosen on another page; returns the unsubscribe. */
export function followTheme(onChange: (theme: Theme) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_KEY) return;
    const theme = parseTheme(event.newValue);
    applyTheme(theme);
    onChange(theme);
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
