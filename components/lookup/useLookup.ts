import { useEffect, useMemo, useRef, useState } from 'react';
import { useLanguage } from '@/components/providers/LanguageProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useSearch } from '@/hooks/useSearch';
import type { TopicMatch } from '@/utils/search';

/**
 * The popup's lookup: the query, the Topics options and the active one. A key typed into the
 * box renders nothing: the box keeps its own text, and only whether it is empty, the
 * active option and the worker's answers are state.
 */
export function useLookup() {
  const { language } = useLanguage();
  const { topicSet, topicIndex, showTopic } = useSelection();
  const { lastAnswer, pending, search } = useSearch();
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
  const [answerBeforeQuery, setAnswerBeforeQuery] = useState(lastAnswer);
  const answered = lastAnswer !== null && lastAnswer !== answerBeforeQuery;

  const options = useMemo<TopicMatch[]>(() => {
    // While a query is asked, what is listed stays in place until its answer: nothing
    // empties and refills under the keys.
    if (searching && answered) return lastAnswer.matches ?? [];
    if (searching && lastAnswer === null) return [];
    return (topicSet?.topics ?? []).map(({ key, title }) => ({
      language: language.key,
      key,
      title,
      titleParts: [{ text: title, marked: false }],
    }));
  }, [searching, answered, topicSet, language.key, lastAnswer]);

  const activeIndex = options.length === 0 ? -1 : Math.min(active, options.length - 1);

  // Enter typed before the worker answered the latest query shows its first match on arrival
  // (not an earlier query's answer, rendered after later keys were typed).
  const showOnAnswer = useRef(false);
  useEffect(() => {
    if (!showOnAnswer.current || lastAnswer === null || pending()) return;
    showOnAnswer.current = false;
    const first = lastAnswer.matches?.[0];
    if (first) showTopic(first.language, first.key);
  }, [lastAnswer, pending, showTopic]);

  /** The box's text changed: a state update only when it turns empty or stops being empty. */
  const setQuery = (text: string) => {
    const asking = text.trim() !== '';
    // Set only when it changes: a setter called with the same value can still render.
    if (asking !== searching) {
      if (asking) setAnswerBeforeQuery(lastAnswer);
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
    const option = options[optionIndex];
    if (!option) return;
    setActive(optionIndex);
    showTopic(option.language, option.key);
  };

  // The code follows the arrows at once, as DevDocs does; Enter shows the active one too.
  const moveActive = (by: number) => {
    if (options.length > 0) showOption((activeIndex + by + options.length) % options.length);
  };

  return {
    /** The query the popup opened with (`?q=`), the box's first text. */
    initialQuery: asked,
    setQuery,
    options,
    activeIndex,
    /** No answer has arrived yet: the worker is loading the index. */
    loading: searching && lastAnswer === null,
    failed: searching && answered && lastAnswer.failed,
    moveActive,
    showOption,
  };
}
