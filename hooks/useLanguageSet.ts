import { useCallback, useEffect, useState } from 'react';
import type { LanguageKey } from '@/data/languages';
import type { HighlightedSet } from '@/data/types';

/** A language's set as the page sees it: loading, loaded, or failed with a retry. */
type TopicSetLoad = {
  set: HighlightedSet | null;
  /** The load failed (a missing or broken chunk); `retry` tries again. */
  failed: boolean;
  retry: () => void;
};

/**
 * The sets' loaders (data/index.ts) load with the first set asked for: a page that paints
 * before it needs a set (the popup) keeps the table out of its first chunk. Imported once,
 * however many sets a page asks for at once (compare asks for two); an import that failed
 * is tried again by the next.
 */
let loaders: Promise<typeof import('@/data/index')> | null = null;

const loadTopicSet = async (language: LanguageKey) => {
  loaders ??= import('@/data/index').catch((error: unknown) => {
    loaders = null;
    throw error;
  });
  return (await loaders).loadTopicSet(language);
};

type Outcome = { language: LanguageKey; attempt: number; set: HighlightedSet | null };

/**
 * Loads the highlighted set of a language, or nothing while `language` is null; never hands
 * out another language's set.
 */
export function useLanguageSet(language: LanguageKey | null): TopicSetLoad {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (language === null) return;
    let current = true;
    loadTopicSet(language).then(
      (set) => {
        if (current) setOutcome({ language, attempt, set });
      },
      (error: unknown) => {
        console.error(`Could not load the ${language} snippets`, error);
        if (current) setOutcome({ language, attempt, set: null });
      },
    );
    return () => {
      current = false;
    };
  }, [language, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  const settled = outcome?.language === language && outcome.attempt === attempt ? outcome : null;
  return { set: settled?.set ?? null, failed: settled !== null && settled.set === null, retry };
}
