import type { Theme } from '@/utils/preferences/theme';
import { themePreference } from './pagePreferences';

/** The attribute on <html> that the stylesheet's themes key on; absent for `system`. */
export const THEME_ATTRIBUTE = 'data-theme';

/** Draws the page in `theme`: sets or removes `data-theme` on <html>. */
function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === 'system') root.removeAttribute(THEME_ATTRIBUTE);
  else root.setAttribute(THEME_ATTRIBUTE, theme);
}

/** Draws the page in the stored theme now, and again whenever any page chooses another. */
export function drawInChosenTheme(): void {
  const theme = themePreference();
  applyTheme(theme.get());
  theme.subscribe(() => applyTheme(theme.get()));
}

/** Saves a chosen theme for every page and draws this one in it. */
export function chooseTheme(theme: Theme): void {
  themePreference().set(theme);
  applyTheme(theme);
}
