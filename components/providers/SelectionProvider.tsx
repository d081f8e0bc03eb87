import { createContext, use, useMemo, useReducer, type ReactNode } from 'react';
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
  type Selection,
  type SelectionAction,
} from '@/utils/selection';
import type { KeyValueStorage } from '@/utils/storage';

type SelectionValue = {
  selection: Selection;
  chooseLanguage: (language: LanguageKey) => void;
  /** Shows a topic of the current language by key. */
  chooseTopic: (topic: string) => void;
  /** Steps through the set's topics (their keys in order), wrapping around. */
  step: (by: 1 | -1, topics: readonly string[]) => void;
  /** Shows a topic of any language by keys (a search result); an unknown language is ignored. */
  showTopic: (language: string, topic: string) => void;
  /**
   * Stores a topic as the one just finished: the next new tab then follows the schedule
   * instead of an explicit choice.
   */
  storeFinished: (topic: string) => void;
};

const SelectionContext = createContext<SelectionValue | null>(null);

type SelectionProviderProps = { storage: KeyValueStorage; children: ReactNode };

/**
 * Holds the selection, `{ language, topic }` by key, in `selectionReducer`. The stored
 * selection is read once, when the page opens, and written where the user moves it, so a
 * page opened later starts there. The topic's set is TopicSetProvider's.
 */
export function SelectionProvider({ storage, children }: SelectionProviderProps) {
  const [selection, dispatch] = useReducer(selectionReducer, storage, (from) =>
    selectionFromStored(loadSelection(from)),
  );

  const value = useMemo<SelectionValue>(() => {
    const act = (action: SelectionAction) => {
      const next = selectionReducer(selection, action);
      dispatch(action);
      saveSelection(storage, { language: next.language, group: next.topic ?? '' });
    };
    return {
      selection,
      chooseLanguage: (language) => act({ type: 'language', language }),
      chooseTopic: (topic) => act({ type: 'topic', topic }),
      step: (by, topics) => {
        if (topics.length > 0) act({ type: 'step', by, topics });
      },
      showTopic: (language, key) => {
        const known = asLanguageKey(language);
        if (known) act({ type: 'show', language: known, topic: key });
      },
      storeFinished: (topic) =>
        saveSelection(storage, { language: selection.language, group: topic }),
    };
  }, [selection, storage]);

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
  /** The current language as an index into `languages` (the spec's reading). */
  languageIndex: number;
  language: Language & { key: LanguageKey };
  setLanguageIndex: (index: number) => void;
};

/** The current language, read off the selection; throws outside SelectionProvider. */
export function useLanguage(): LanguageValue {
  const value = use(SelectionContext);
  if (!value) throw new Error('useLanguage must be used within SelectionProvider');
  const { selection, chooseLanguage } = value;
  return useMemo(
    () => ({
      languages: LANGUAGES,
      languageIndex: languageIndexOf(selection.language),
      language: languageOf(selection.language),
      // An index outside the list (none of the page's controls makes one) is ignored.
      setLanguageIndex: (index) => {
        const language = LANGUAGES[index];
        if (language) chooseLanguage(language.key);
      },
    }),
    [selection.language, chooseLanguage],
  );
}
