import { useMemo, useState } from 'react';
import { useLanguage } from '@/components/providers/LanguageProvider';
import { useSession } from '@/components/providers/SessionProvider';
import { useSearchIndex } from '@/hooks/useSearchIndex';
import type { SnippetMatch } from '@/utils/search';

/** The popup's lookup: the query, the Topics options and the active one. */
export function useLookup() {
  const { languages, language } = useLanguage();
  const { snippetSet, snippetIndex, showGroup } = useSession();
  const { searcher, requestIndex } = useSearchIndex();
  const [query, setQueryText] = useState('');
  const [active, setActive] = useState(0);
  const [followed, setFollowed] = useState(snippetIndex);
  const searching = query.trim() !== '';

  // With no query the list is the current language's groups, the shown one active.
  if (!searching && followed !== snippetIndex) {
    setFollowed(snippetIndex);
    setActive(snippetIndex);
  }

  const options = useMemo<SnippetMatch[]>(() => {
    if (!searching) {
      return (snippetSet?.groups ?? []).map(({ key, title }) => ({
        language: language.key,
        key,
        title,
        terms: [],
      }));
    }
    return searcher ? searcher(query, { languages, currentLanguage: language.key }) : [];
  }, [searching, snippetSet, language.key, searcher, query, languages]);

  const activeIndex = options.length === 0 ? -1 : Math.min(active, options.length - 1);

  const setQuery = (text: string) => {
    requestIndex();
    setQueryText(text);
    setActive(text.trim() ? 0 : snippetIndex);
  };

  const moveActive = (by: number) => {
    if (options.length === 0) return;
    setActive((activeIndex + by + options.length) % options.length);
  };

  const showOption = (optionIndex: number) => {
    const option = options[optionIndex];
    if (!option) return;
    setActive(optionIndex);
    showGroup(option.language, option.key);
  };

  return {
    query,
    setQuery,
    options,
    activeIndex,
    loading: searching && searcher === null,
    moveActive,
    showOption,
  };
}
