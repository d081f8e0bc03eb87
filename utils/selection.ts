import type { KeyValueStorage } from '@/utils/storage';

/** The current language and group, by key, as kept for the next page that opens. */
export type Selection = { language: string; group: string };

/** Kept apart from the settings, which hold exactly the spec's three fields. */
export const SELECTION_KEY = 'code-recall-selection';

/** Reads a stored selection; anything missing, corrupt or of the wrong shape gives null. */
export function parseSelection(raw: string | null): Selection | null {
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { language, group } = stored as Record<string, unknown>;
  if (typeof language !== 'string') return null;
  return { language, group: typeof group === 'string' ? group : '' };
}

/** Reads the selection; storage that throws counts as no selection, never an error. */
export function loadSelection(storage: KeyValueStorage): Selection | null {
  try {
    return parseSelection(storage.getItem(SELECTION_KEY));
  } catch {
    return null;
  }
}

/** Stores the selection; a failure only means the next page starts elsewhere. */
export function saveSelection(storage: KeyValueStorage, selection: Selection): boolean {
  try {
    storage.setItem(SELECTION_KEY, JSON.stringify(selection));
    return true;
  } catch {
    return false;
  }
}

/** The index of the group with this key, or 0 when it is unknown (never an error). */
export function groupIndexOf(groupKeys: readonly string[], key: string): number {
  return Math.max(0, groupKeys.indexOf(key));
}
