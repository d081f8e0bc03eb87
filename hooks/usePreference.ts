import { useSyncExternalStore } from 'react';
import type { Preference } from '@/adapters/preferences';

/** A preference's value, rendered again when this page or another changes it. */
export function usePreference<T>(preference: Preference<T>): T {
  return useSyncExternalStore(preference.subscribe, preference.get);
}
