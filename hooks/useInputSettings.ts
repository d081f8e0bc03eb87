import { useSyncExternalStore } from 'react';
import { browserStorage } from '@/adapters/browserStorage';
import {
  INPUT_KEY,
  parseInputSettings,
  serializeInputSettings,
  type InputSettings,
} from '@/utils/inputSettings';

const listeners = new Set<() => void>();
// The stored text last read and what it says: the same text gives the same object.
let stored: { raw: string | null; settings: InputSettings } | null = null;

function read(): InputSettings {
  let raw: string | null = null;
  try {
    raw = browserStorage.getItem(INPUT_KEY);
  } catch {
    // Unreadable storage: the defaults.
  }
  if (stored?.raw !== raw) stored = { raw, settings: parseInputSettings(raw) };
  return stored.settings;
}

function onStorage(event: StorageEvent) {
  if (event.key === INPUT_KEY) listeners.forEach((listener) => listener());
}

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Saves the input settings whole; other pages hear of it through the `storage` event. */
export function saveInputSettings(settings: InputSettings): void {
  try {
    browserStorage.setItem(INPUT_KEY, serializeInputSettings(settings));
  } catch (error) {
    console.warn('Failed to save the input settings to localStorage', error);
  }
  listeners.forEach((listener) => listener());
}

/** The input settings (Auto-close brackets), read once and followed across pages. */
export function useInputSettings(): InputSettings {
  return useSyncExternalStore(subscribe, read);
}
