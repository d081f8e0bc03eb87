import { useEffect, useMemo, useRef, useState } from 'react';
import { useLanguage } from '@/components/providers/LanguageProvider';
import { useSelection } from '@/components/providers/SelectionProvider';
import { useSearch } from '@/hooks/useSearch';
import type { TopicMatch } from '@/utils/search';

/** The popup's lookup: the query, the Topics options and the active one. */
export function useLookup() {
  const { language } = useLanguage();
  const { topicSet, topicIndex, showTopic } = useSelection();
  const { answer, lastAnswer, search } = useSearch();
  // `popup.html?q=…`: the address bar's search for text that matched no suggestion.
  const [asked] = useState(() => new URLSearchParams(window.location.search).get('q') ?? '');
  const [query, setQueryText] = useState(asked);
  const [active, setActive] = useState(0);
  const [followed, setFollowed] = useState(topicIndex);
  const searching = query.trim() !== '';

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
  const pending = searching && answer === null;

  // Enter typed before the worker answered the latest query shows its first match on arrival.
  const showOnAnswer = useRef(false);
  useEffect(() => {
    if (!showOnAnswer.current || answer === null) return;
    showOnAnswer.current = false;
    const first = answer.matches?.[0];
    if (first) showTopic(first.language, first.key);
  }, [answer, showTopic]);

  const setQuery = (text: string) => {
    if (!searching) setAnswerBeforeQuery(lastAnswer);
    setQueryText(text);
    showOnAnswer.current = false;
    if (text.trim()) search(text, language.key);
    setActive(text.trim() ? 0 : topicIndex);
  };

  const showOption = (optionIndex: number) => {
    if (pending) {
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
    query,
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
