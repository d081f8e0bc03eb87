import { createContext, use, useMemo, useReducer, useState, type ReactNode } from 'react';
import {
  LANGUAGES,
  asLanguageKey,
  languageIndexOf,
  languageOf,
  type LanguageKey,
} from '@/data/languages';
import type { Language } from '@/data/types';
import {
  loadSelection,
  saveSelection,
  selectionFromStored,
  selectionReducer,
  toStored,
  type Selection,
  type SelectionAction,
  type StoredSelection,
} from '@/utils/selection';
import type { KeyValueStorage } from '@/utils/preferences/storage';

type SelectionValue = {
  selection: Selection;
  /**
   * The language the user chose, which the Language select shows: in a lookup, a result
   * shown from another language does not change it (looking up is not choosing).
   */
  chosenLanguage: LanguageKey;
  chooseLanguage: (language: LanguageKey) => void;
  /** Shows a topic of the current language by key. */
  chooseTopic: (topic: string) => void;
  /** Shows one card of a topic of the current language (the new tab's Next, by card). */
  chooseCard: (topic: string, card: number) => void;
  /** Steps through the set's topics (their keys in order), wrapping around. */
  step: (by: 1 | -1, topics: readonly string[]) => void;
  /** Shows a topic of any language by keys (a search result); an unknown language is ignored. */
  showTopic: (language: string, topic: string) => void;
  /**
   * Shows the card a page opens on (the new tab's pick from the schedule): stored as the
   * place, without `chosenAt`, since the user did not choose it by hand.
   */
  openOn: (topic: string, card: number) => void;
  /**
   * Stores the current language and `topic` as the user's choice, in a lookup too (the
   * popup's Practise): the next new tab opens on it.
   */
  practise: (topic: string) => void;
  /**
   * Stores a topic (and the card drilled) as the one just finished: the next new tab then
   * follows the schedule instead of an explicit choice.
   */
  storeFinished: (topic: string, card?: number) => void;
};

const SelectionContext = createContext<SelectionValue | null>(null);

type SelectionProviderProps = {
  storage: KeyValueStorage;
  /**
   * The page is a lookup (the popup): looking a topic up is not choosing to practise it, so
   * a move only shows a topic, and the stored selection is written by a language chosen or
   * by `practise`. Elsewhere every move is the user's choice, and stored.
   */
  lookup?: boolean;
  /**
   * The selection the page's address names (the address bar's pick), opened on instead, as
   * a choice made now: it wins over the schedule and over lookups.
   */
  opening?: StoredSelection | null;
  children: ReactNode;
};

/**
 * Holds the selection, `{ language, topic }` by key, in `selectionReducer`. The stored
 * selection is read once, when the page opens (unless its address names one), and written
 * where the user chooses, so a page opened later starts there. The topic's set is
 * TopicSetProvider's.
 */
export function SelectionProvider(props: SelectionProviderProps) {
  const { storage, lookup = false, opening, children } = props;
  // A place the address names was picked just now (a link, the address bar): a choice.
  const [selection, dispatch] = useReducer(selectionReducer, storage, (from) =>
    selectionFromStored(opening ? { ...opening, chosenAt: Date.now() } : loadSelection(from)),
  );
  // Only a lookup's shown language can differ from the chosen one; elsewhere it is derived.
  const [lookupChosen, setLookupChosen] = useState(selection.language);
  const chosenLanguage = lookup ? lookupChosen : selection.language;

  const value = useMemo<SelectionValue>(() => {
    const act = (action: SelectionAction, chosen = true) => {
      const next = selectionReducer(selection, action);
      dispatch(action);
      if (action.type === 'language') setLookupChosen(action.language);
      if (!lookup || action.type === 'language') {
        saveSelection(storage, toStored(chosen ? { ...next, chosenAt: Date.now() } : next));
      }
    };
    /**
     * Stores a topic (or one of its cards) of the current language, in a lookup too: as a
     * choice made now, or as the drill just finished (no choice).
     */
    const store = (topic: string, card: number | undefined, chosen: boolean) => {
      const place: Selection = { language: selection.language, topic, card };
      saveSelection(storage, toStored(chosen ? { ...place, chosenAt: Date.now() } : place));
    };
    return {
      selection,
      chosenLanguage,
      chooseLanguage: (language) => act({ type: 'language', language }),
      chooseTopic: (topic) => act({ type: 'topic', topic }),
      chooseCard: (topic, card) => act({ type: 'card', topic, card }),
      step: (by, topics) => {
        if (topics.length > 0) act({ type: 'step', by, topics });
      },
      showTopic: (language, key) => {
        const known = asLanguageKey(language);
        if (known) act({ type: 'show', language: known, topic: key });
      },
      openOn: (topic, card) =>
        act({ type: 'show', language: selection.language, topic, card }, false),
      practise: (topic) => store(topic, undefined, true),
      storeFinished: (topic, card) => store(topic, card, false),
    };
  }, [selection, chosenLanguage, storage, lookup]);

  return <SelectionContext value={value}>{children}</SelectionContext>;
}

/** The current selection and the moves; throws outside SelectionProvider. */
export function useSelection(): SelectionValue {
  const value = use(SelectionContext);
  if (!value) throw new Error('useSelection must be used within SelectionProvider');
  return value;
}

type LanguageValue = {
  languages: readonly Language[];
  /** The current language as an index into `languages` (docs/architecture.md, Providers). */
  languageIndex: number;
  /** The chosen language's index, which the Language select shows (see `chosenLanguage`). */
  chosenIndex: number;
  language: Language & { key: LanguageKey };
  setLanguageIndex: (index: number) => void;
};

/** The current language, read off the selection; throws outside SelectionProvider. */
export function useLanguage(): LanguageValue {
  const value = use(SelectionContext);
  if (!value) throw new Error('useLanguage must be used within SelectionProvider');
  const { selection, chosenLanguage, chooseLanguage } = value;
  return useMemo(
    () => ({
      languages: LANGUAGES,
      languageIndex: languageIndexOf(selection.language),
      chosenIndex: languageIndexOf(chosenLanguage),
      language: languageOf(selection.language),
      // An index outside the list (none of the page's controls makes one) is ignored.
      setLanguageIndex: (index) => {
        const language = LANGUAGES[index];
        if (language) chooseLanguage(language.key);
      },
    }),
    [selection.language, chosenLanguage, chooseLanguage],
  );
}
