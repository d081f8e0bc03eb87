import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { HighlightedSet, HighlightedTopic } from '@/data/types';
import { useLanguageSet } from '@/hooks/useLanguageSet';
import { topicIndexOf } from '@/utils/selection';
import { useProgress } from './ProgressProvider';
import { useSelection } from './SelectionProvider';

type TopicSetValue = {
  /**
   * The current language's set, its own snippets after the built-in topics; null while it
   * loads, when it failed, or before it is asked.
   */
  topicSet: HighlightedSet | null;
  /** The set failed to load; `retryLoad` tries again. */
  loadFailed: boolean;
  retryLoad: () => void;
  /** Index of the current topic in the set (0 while the set loads). */
  topicIndex: number;
  topic: HighlightedTopic | null;
  nextTopic: () => void;
  previousTopic: () => void;
  /** Marks the set as needed: it loads from the first call on. */
  need: () => void;
};

const TopicSetContext = createContext<TopicSetValue | null>(null);

/**
 * The current language's set of topics, loaded only once a component asks for it
 * (`useTopicSet`), so a page that shows no topic (progress, compare) loads no snippet chunk.
 * The current topic and its index are derived from the set and the selection.
 */
export function TopicSetProvider({ children }: { children: ReactNode }) {
  const { selection, step } = useSelection();
  const [needed, setNeeded] = useState(false);
  const need = useCallback(() => setNeeded(true), []);
  const { snippets } = useProgress();
  // The own snippets join when read (after first paint) and whenever a page changes them; one
  // deleted while this page shows it stays until the page moves on. Only then does the
  // shown topic matter here: stepping through topics rebuilds nothing.
  const keep = snippets?.some(
    (snippet) =>
      snippet.deletedAt !== undefined &&
      snippet.language === selection.language &&
      snippet.key === selection.topic,
  )
    ? selection.topic
    : null;
  const own = useMemo(() => ({ snippets: snippets ?? [], keep }), [snippets, keep]);
  const {
    set: topicSet,
    failed: loadFailed,
    retry: retryLoad,
  } = useLanguageSet(needed ? selection.language : null, own);
  const value = useMemo<TopicSetValue>(() => {
    const keys = topicSet?.topics.map((topic) => topic.key) ?? [];
    const topicIndex = topicIndexOf(keys, selection.topic);
    return {
      topicSet,
      loadFailed,
      retryLoad,
      topicIndex,
      topic: topicSet?.topics[topicIndex] ?? null,
      nextTopic: () => step(1, keys),
      previousTopic: () => step(-1, keys),
      need,
    };
  }, [topicSet, loadFailed, retryLoad, selection.topic, step, need]);
  return <TopicSetContext value={value}>{children}</TopicSetContext>;
}

/** The current language's set and topic, loading it; throws outside TopicSetProvider. */
export function useTopicSet(): TopicSetValue {
  const value = use(TopicSetContext);
  if (!value) throw new Error('useTopicSet must be used within TopicSetProvider');
  const { need } = value;
  useEffect(need, [need]);
  return value;
}
