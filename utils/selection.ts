import { FALLBACK_LANGUAGE_KEY, asLanguageKey, type LanguageKey } from '@/data/languages';
import { isRealTime } from '@/utils/bounds';
import type { KeyValueStorage } from '@/utils/preferences/storage';

/**
 * The current language and topic, by key: the one value every page's selection state is.
 * `topic` null means the language's first topic; an unknown key also shows the first topic.
 * `card` is the card of the topic the new tab drills (utils/drill/cards.ts), by index: absent
 * means the first; a page that shows whole topics ignores it.
 */
export type Selection = {
  language: LanguageKey;
  topic: string | null;
  card?: number;
  /**
   * When the user chose this place by hand (ms): a choice made after the last finished drill
   * wins on the next new tab even when it is that drill's topic. Absent: no choice recorded.
   */
  chosenAt?: number;
};

/**
 * What `code-recall-selection` holds: `{"language": key, "group": key, "card"?: index,
 * "chosenAt"?: ms}`.
 */
export type StoredSelection = { language: string; group: string; card?: number; chosenAt?: number };

/** Kept apart from the settings, which hold exactly their three fields. */
export const SELECTION_KEY = 'code-recall-selection';

/** Every way the user moves the selection. */
export type SelectionAction =
  | { type: 'language'; language: LanguageKey }
  | { type: 'topic'; topic: string }
  | { type: 'card'; topic: string; card: number }
  | { type: 'show'; language: LanguageKey; topic: string; card?: number }
  | { type: 'step'; by: 1 | -1; topics: readonly string[] };

/** The index of a topic among a set's topic keys: 0 when it is null or unknown. */
export function topicIndexOf(topics: readonly string[], topic: string | null): number {
  return topic === null ? 0 : Math.max(0, topics.indexOf(topic));
}

/**
 * The selection after a user's move. A new language starts at its first topic; a step wraps
 * around the set (the first topic's Previous is the last topic).
 */
export function selectionReducer(selection: Selection, action: SelectionAction): Selection {
  switch (action.type) {
    case 'language':
      return action.language === selection.language
        ? selection
        : { language: action.language, topic: null };
    case 'topic':
      return { language: selection.language, topic: action.topic };
    case 'card':
      return { language: selection.language, topic: action.topic, card: action.card };
    case 'show':
      return action.card
        ? { language: action.language, topic: action.topic, card: action.card }
        : { language: action.language, topic: action.topic };
    case 'step': {
      const count = action.topics.length;
      if (count === 0) return selection;
      const index = topicIndexOf(action.topics, selection.topic);
      return {
        language: selection.language,
        topic: action.topics[(index + action.by + count) % count]!,
      };
    }
  }
}

/** The selection as `code-recall-selection` stores it (a first card is not written). */
export function toStored({ language, topic, card, chosenAt }: Selection): StoredSelection {
  const stored: StoredSelection = { language, group: topic ?? '' };
  if (card) stored.card = card;
  if (chosenAt !== undefined) stored.chosenAt = chosenAt;
  return stored;
}

/** The selection a page opens on: the stored one, or JavaScript's first topic. */
export function selectionFromStored(stored: StoredSelection | null): Selection {
  const language = stored ? asLanguageKey(stored.language) : null;
  if (!language) return { language: FALLBACK_LANGUAGE_KEY, topic: null };
  const topic = stored?.group || null;
  const selection: Selection = { language, topic };
  if (topic !== null && stored?.card) selection.card = stored.card;
  if (topic !== null && stored?.chosenAt !== undefined) selection.chosenAt = stored.chosenAt;
  return selection;
}

/** Reads a stored selection; anything missing, corrupt or of the wrong shape gives null. */
export function parseSelection(raw: string | null): StoredSelection | null {
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { language, group, card, chosenAt } = stored as Record<string, unknown>;
  if (typeof language !== 'string') return null;
  const read: StoredSelection = { language, group: typeof group === 'string' ? group : '' };
  // A card index is a whole number; anything else reads as the first card.
  if (Number.isInteger(card) && (card as number) > 0) read.card = card as number;
  // A choice's time is a real instant; anything else reads as no recorded choice.
  if (isRealTime(chosenAt, Date.now())) read.chosenAt = chosenAt;
  return read;
}

/** Reads the selection; storage that throws counts as no selection, never an error. */
export function loadSelection(storage: KeyValueStorage): StoredSelection | null {
  try {
    return parseSelection(storage.getItem(SELECTION_KEY));
  } catch {
    return null;
  }
}

/** Stores the selection; a failure only means the next page starts elsewhere. */
export function saveSelection(storage: KeyValueStorage, selection: StoredSelection): boolean {
  try {
    storage.setItem(SELECTION_KEY, JSON.stringify(selection));
    return true;
  } catch {
    return false;
  }
}

/**
 * The selection a page's address names (`?language=rust&topic=closures`, as the address
 * bar's suggestions open the popup), or null when it names no known language.
 */
export function selectionFromUrl(search: string): StoredSelection | null {
  const params = new URLSearchParams(search);
  const language = asLanguageKey(params.get('language') ?? '');
  return language ? { language, group: params.get('topic') ?? '' } : null;
}
