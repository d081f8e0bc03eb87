import type { KeyValueStorage } from '@/utils/preferences/storage';

/**
 * The page's localStorage, reached on each call so that a browser which refuses access
 * (a SecurityError on the getter) fails inside the caller's own error handling.
 */
export const browserStorage: KeyValueStorage = {
  getItem: (key) => window.localStorage.getItem(key),
  setItem: (key, value) => window.localStorage.setItem(key, value),
};
