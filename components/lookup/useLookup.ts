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

  const options = useMemo<TopicMatch[]>(() => {
    if (!searching) {
      return (topicSet?.topics ?? []).map(({ key, title }) => ({
        language: language.key,
        key,
        title,
        titleParts: [{ text: title, marked: false }],
      }));
    }
    // While a query is asked, the last results stay in place: nothing empties and refills
    // under the keys.
    return lastAnswer?.matches ?? [];
  }, [searching, topicSet, language.key, lastAnswer]);

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
    failed: searching && lastAnswer?.failed === true,
    moveActive,
    showOption,
  };
}
