import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { useLanguage } from '@/components/providers/LanguageProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useSearch } from '@/hooks/useSearch';
import type { TopicMatch } from '@/utils/search';
import type { SearchResponse } from '@/utils/searchMessages';
import { drawOptions } from './drawOptions';

/** What the Topics list says besides its options. */
type ListStatus = 'loading' | 'failed' | 'empty' | 'listed';

/**
 * The popup's lookup: the query, the Topics options and the active one. A key typed into the
 * box renders nothing: the box keeps its own text, and the worker's answers are drawn on the
 * list's rows (`drawOptions`) as they arrive. A render reads the list's status and active
 * option from the latest answer, and happens only when an answer changes one of them.
 */
export function useLookup(list: RefObject<HTMLElement | null>) {
  const { languages, language } = useLanguage();
  const { topicSet, topicIndex, showTopic } = useSelection();
  const { answer, subscribe, pending, search } = useSearch();
  // `popup.html?q=…`: the address bar's search for text that matched no suggestion.
  const [asked] = useState(() => new URLSearchParams(window.location.search).get('q') ?? '');
  const [searching, setSearching] = useState(asked.trim() !== '');
  const [active, setActive] = useState(0);
  const [followed, setFollowed] = useState(topicIndex);

  // With no query the list is the current language's topics, the shown one active.
  if (!searching && followed !== topicIndex) {
    setFollowed(topicIndex);
    setActive(topicIndex);
  }

  // Ties go to the language shown when the query was typed: previews do not reorder results.
  const [askedIn] = useState(language.key);
  useEffect(() => {
    if (asked) search(asked, askedIn);
  }, [asked, askedIn, search]);

  // The answer that was last when the box was last empty: a query typed from empty lists the
  // language's topics until its own first answer, not the results of the query before.
  const [answerBeforeQuery, setAnswerBeforeQuery] = useState<SearchResponse | null>(null);

  const topics = useMemo<TopicMatch[]>(
    () =>
      (topicSet?.topics ?? []).map(({ key, title }) => ({
        language: language.key,
        key,
        title,
        titleParts: [{ text: title, marked: false }],
      })),
    [topicSet, language.key],
  );

  // Read from the latest answer when needed, never kept: the rows, a render and the handlers
  // all see the answer that arrived last.
  /** The answer to the query in the box, once one has come. */
  const answered = () => {
    const last = answer();
    return searching && last !== answerBeforeQuery ? last : null;
  };
  const options = (): readonly TopicMatch[] => {
    if (!searching) return topics;
    // While a query is asked, what is listed stays in place until its answer: nothing
    // empties and refills under the keys. Before any answer (the index loading), nothing.
    const query = answered();
    if (query) return query.matches ?? [];
    return answer() === null ? [] : topics;
  };
  const activeOf = (listed: readonly TopicMatch[]) =>
    listed.length === 0 ? -1 : Math.min(active, listed.length - 1);
  const status = useSyncExternalStore(subscribe, (): ListStatus => {
    if (searching && answer() === null) return 'loading';
    if (answered()?.matches === null) return 'failed';
    return options().length === 0 ? 'empty' : 'listed';
  });
  const activeIndex = useSyncExternalStore(subscribe, () => activeOf(options()));

  // Enter typed before the worker answered the latest query shows its first match on arrival.
  const showOnAnswer = useRef(false);
  // After every render and on every answer: renders are few, and an answer draws without one.
  useLayoutEffect(() => {
    const draw = () => {
      const listed = options();
      drawOptions(list.current!, listed, activeOf(listed), (option) =>
        option.language === language.key
          ? ''
          : (languages.find((each) => each.key === option.language)?.name ?? option.language),
      );
    };
    draw();
    return subscribe(() => {
      draw();
      if (!showOnAnswer.current || pending()) return;
      showOnAnswer.current = false;
      const first = answer()?.matches?.[0];
      if (first) showTopic(first.language, first.key);
    });
  });

  /** The box's text changed: a state update only when it turns empty or stops being empty. */
  const setQuery = (text: string) => {
    const asking = text.trim() !== '';
    // Set only when it changes: a setter called with the same value can still render.
    if (asking !== searching) {
      if (asking) setAnswerBeforeQuery(answer());
      setSearching(asking);
    }
    showOnAnswer.current = false;
    if (asking) search(text, language.key);
    const nextActive = asking ? 0 : topicIndex;
    if (nextActive !== active) setActive(nextActive);
  };

  const showOption = (optionIndex: number) => {
    if (searching && pending()) {
      showOnAnswer.current = true;
      return;
    }
    const option = options()[optionIndex];
    if (!option) return;
    setActive(optionIndex);
    showTopic(option.language, option.key);
  };

  // The code follows the arrows at once, as DevDocs does; Enter shows the active one too.
  const moveActive = (by: number) => {
    const count = options().length;
    if (count > 0) showOption((activeIndex + by + count) % count);
  };

  return {
    /** The query the popup opened with (`?q=`), the box's first text. */
    initialQuery: asked,
    setQuery,
    status,
    activeIndex,
    moveActive,
    showOption,
  };
}
