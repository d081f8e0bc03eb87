import { createContext, use, useMemo, useReducer, type ReactNode } from 'react';
import { asLanguageKey, type LanguageKey } from '@/data/languages';
import type { HighlightedSet, HighlightedTopic } from '@/data/types';
import { useTopicSet } from '@/hooks/useTopicSet';
import {
  loadSelection,
  saveSelection,
  selectionFromStored,
  selectionReducer,
  topicIndexOf,
  type Selection,
  type SelectionAction,
} from '@/utils/selection';
import type { KeyValueStorage } from '@/utils/storage';

type SelectionValue = {
  selection: Selection;
  /** The current language's set; null while it loads or when it failed. */
  topicSet: HighlightedSet | null;
  /** The set failed to load; `retryLoad` tries again. */
  loadFailed: boolean;
  retryLoad: () => void;
  /** Index of the current topic in the set (0 while the set loads). */
  topicIndex: number;
  topic: HighlightedTopic | null;
  chooseLanguage: (language: LanguageKey) => void;
  chooseTopic: (index: number) => void;
  nextTopic: () => void;
  previousTopic: () => void;
  /** Shows a topic of any language by keys (a search result); an unknown language is ignored. */
  showTopic: (language: string, topic: string) => void;
  /**
   * Stores the current topic as the one just finished: the next new tab then follows the
   * schedule instead of an explicit choice.
   */
  storeFinished: () => void;
};

const SelectionContext = createContext<SelectionValue | null>(null);

type SelectionProviderProps = { storage: KeyValueStorage; children: ReactNode };

/**
 * Holds the selection, `{ language, topic }` by key, in `selectionReducer`; indices and the
 * topic are derived from it and the loaded set. The stored selection is read once, when the
 * page opens, and written where the user moves it, so a page opened later starts there.
 */
export function SelectionProvider({ storage, children }: SelectionProviderProps) {
  const [selection, dispatch] = useReducer(selectionReducer, storage, (from) =>
    selectionFromStored(loadSelection(from)),
  );
  const { set: topicSet, failed: loadFailed, retry: retryLoad } = useTopicSet(selection.language);
  const topicKeys = useMemo(() => topicSet?.topics.map((topic) => topic.key) ?? [], [topicSet]);
  const topicIndex = topicIndexOf(topicKeys, selection.topic);
  const topic = topicSet?.topics[topicIndex] ?? null;

  const value = useMemo<SelectionValue>(() => {
    const act = (action: SelectionAction) => {
      const next = selectionReducer(selection, action);
      dispatch(action);
      saveSelection(storage, { language: next.language, group: next.topic ?? '' });
    };
    const step = (by: 1 | -1) => {
      if (topicKeys.length > 0) act({ type: 'step', by, topics: topicKeys });
    };
    return {
      selection,
      topicSet,
      loadFailed,
      retryLoad,
      topicIndex,
      topic,
      chooseLanguage: (language) => act({ type: 'language', language }),
      // An index outside the set (none of the page's controls makes one) is ignored.
      chooseTopic: (index) => {
        const key = topicKeys[index];
        if (key !== undefined) act({ type: 'topic', topic: key });
      },
      nextTopic: () => step(1),
      previousTopic: () => step(-1),
      showTopic: (language, key) => {
        const known = asLanguageKey(language);
        if (known) act({ type: 'show', language: known, topic: key });
      },
      storeFinished: () => {
        if (topic) saveSelection(storage, { language: selection.language, group: topic.key });
      },
    };
  }, [selection, storage, topicSet, loadFailed, retryLoad, topicKeys, topicIndex, topic]);

  return <SelectionContext value={value}>{children}</SelectionContext>;
}

/** The current selection, its topic and the moves; throws outside SelectionProvider. */
export function useSelection(): SelectionValue {
  const value = use(SelectionContext);
  if (!value) throw new Error('useSelection must be used within SelectionProvider');
  return value;
}
