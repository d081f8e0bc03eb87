import { useSyncExternalStore } from 'react';
import { THEME_ATTRIBUTE } from '@/adapters/themeStorage';
import { resolveTheme, parseTheme, type ResolvedTheme } from '@/utils/preferences/theme';

const DARK = '(prefers-color-scheme: dark)';

/** Calls `onChange` when the page's theme changes: chosen here, on another page, or by the system. */
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributeFilter: [THEME_ATTRIBUTE] });
  const system = window.matchMedia(DARK);
  system.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    system.removeEventListener('change', onChange);
  };
}

function current(): ResolvedTheme {
  const chosen = parseTheme(document.documentElement.getAttribute(THEME_ATTRIBUTE));
  return resolveTheme(chosen, window.matchMedia(DARK).matches);
}

/**
 * The theme the page is drawn in now, followed live. What draws with the theme's tokens
 * outside CSS (the charts' canvas) reads them again when this changes.
 */
export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribe, current);
}
