import { useCallback, useEffect, useMemo, useState } from 'react';
import type { LanguageKey } from '@/data/languages';
import type { HighlightedSet } from '@/data/types';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import type { withOwnTopics } from '@/utils/snippets/topics';

/** A language's set as the page sees it: loading, loaded, or failed with a retry. */
type TopicSetLoad = {
  set: HighlightedSet | null;
  /** The load failed (a missing or broken chunk); `retry` tries again. */
  failed: boolean;
  retry: () => void;
};

/** The user's own snippets to show after a set's topics, and the key a page shows (`keep`). */
type OwnTopics = { snippets: readonly OwnSnippet[]; keep?: string | null };

/**
 * What loads with the first set asked for: the sets' loaders (data/index.ts) and the own
 * snippets' merge (utils/snippets/topics.ts). A page that paints before it needs a set (the
 * popup) keeps them out of its first chunk. Imported once, however many sets a page asks for
 * at once (compare asks for two); an import that failed is tried again by the next.
 */
let modules: Promise<
  [typeof import('@/data/index'), typeof import('@/utils/snippets/topics')]
> | null = null;

const loadModules = () =>
  (modules ??= Promise.all([import('@/data/index'), import('@/utils/snippets/topics')]).catch(
    (error: unknown) => {
      modules = null;
      throw error;
    },
  ));

/** A language's set, and how the own snippets join it. */
async function loadSet(language: LanguageKey) {
  const [data, topics] = await loadModules();
  return { set: await data.loadTopicSet(language), join: topics.withOwnTopics };
}

type Outcome = {
  language: LanguageKey;
  attempt: number;
  set: HighlightedSet | null;
  join?: typeof withOwnTopics;
};

/**
 * Loads the highlighted set of a language, or nothing while `language` is null; never hands
 * out another language's set. With `own`, the user's own snippets of the language follow
 * its topics (`withOwnTopics`), joined again whenever they change.
 */
export function useLanguageSet(language: LanguageKey | null, own?: OwnTopics): TopicSetLoad {
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  useEffect(() => {
    if (language === null) return;
    let current = true;
    loadSet(language).then(
      ({ set, join }) => {
        if (current) setOutcome({ language, attempt, set, join });
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
  const snippets = own?.snippets;
  const keep = own?.keep ?? null;
  const set = useMemo(() => {
    const { set: builtIn, join } = settled ?? {};
    if (!builtIn || !join || !snippets || !language) return builtIn ?? null;
    return join(builtIn, snippets, language, keep);
  }, [settled, snippets, language, keep]);
  return { set, failed: settled !== null && settled.set === null, retry };
}
