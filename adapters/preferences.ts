import { createStore, type Store } from '@/utils/store';
import type { KeyValueStorage } from '@/utils/preferences/storage';
import { browserStorage } from './browserStorage';

/** How a preference's value is kept as text: `parse(null)` gives the defaults. */
export type PreferenceCodec<T> = {
  /** Stored text to a value; may throw on text it cannot read (a warning, then the defaults). */
  parse: (raw: string | null) => T;
  serialize: (value: T) => string;
};

/** What a preference says when storage fails: the settings use the exact words of their rule. */
type PreferenceWarnings = {
  /** Warned when the stored text cannot be read; none for a preference without one. */
  load?: string;
  save: string;
};

/**
 * One preference of one page: read once, saved whole, following the other pages.
 * `fellBack` says its value is the defaults because the stored text could not be read
 * (storage refused, or text no codec reads), until this page or another sets it.
 */
export type Preference<T> = Store<T> & { key: string; fellBack: () => boolean };

type Definition<T> = {
  key: string;
  codec: PreferenceCodec<T>;
  warnings: PreferenceWarnings;
};

let pages = new WeakMap<KeyValueStorage, Map<string, Preference<unknown>>>();

/**
 * Defines a preference kept in `localStorage` under `key`. The value is read once, on first
 * use; `set` saves it whole and tells this page's listeners; a save by another page (the
 * `storage` event) replaces it without saving again, so no page answers another's save. Text
 * another page wrote that cannot be read leaves the value as it is. Each (storage, key) has
 * one preference on a page, so every reader of a key sees every write to it.
 */
export function definePreference<T>(
  definition: Definition<T>,
  storage: KeyValueStorage = browserStorage,
  warn: (message: string, error: unknown) => void = console.warn,
): Preference<T> {
  let page = pages.get(storage);
  if (!page) pages.set(storage, (page = new Map<string, Preference<unknown>>()));
  const held = page.get(definition.key);
  if (held) return held as Preference<T>;
  const made = makePreference(definition, storage, warn);
  page.set(definition.key, made as Preference<unknown>);
  return made;
}

function makePreference<T>(
  { key, codec, warnings }: Definition<T>,
  storage: KeyValueStorage,
  warn: (message: string, error: unknown) => void,
): Preference<T> {
  let store: Store<T> | null = null;
  let fellBack = false;
  const read = (): Store<T> => {
    if (store) return store;
    let value: T;
    try {
      value = codec.parse(storage.getItem(key));
    } catch (error) {
      if (warnings.load) warn(warnings.load, error);
      value = codec.parse(null);
      fellBack = true;
    }
    // From the first read on, the page follows the other pages' saves of this key.
    window.addEventListener('storage', (event) => {
      if (event.key !== key) return;
      try {
        store?.set(codec.parse(event.newValue));
        fellBack = false;
      } catch {
        // Unreadable text from elsewhere: keep what this page has.
      }
    });
    return (store = createStore(value));
  };
  return {
    key,
    fellBack: () => {
      read();
      return fellBack;
    },
    get: () => read().get(),
    set: (value) => {
      try {
        storage.setItem(key, codec.serialize(value));
      } catch (error) {
        warn(warnings.save, error);
      }
      read().set(value);
      fellBack = false;
    },
    subscribe: (listener) => read().subscribe(listener),
  };
}

/** Forgets every preference read: tests that clear storage start from its text again. */
export const forgetPreferences = () => void (pages = new WeakMap());
