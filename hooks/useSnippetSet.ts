import { useEffect, useState } from 'react';
import { loadSnippetSet } from '@/data/index';
import type { HighlightedSet } from '@/data/types';

type Loaded = { key: string; set: HighlightedSet };

/** The highlighted set of a language, or null while its chunk loads. */
export function useSnippetSet(languageKey: string): HighlightedSet | null {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    loadSnippetSet(languageKey).then(
      (set) => {
        if (current) setLoaded({ key: languageKey, set });
      },
      (error: unknown) => console.error(`Could not load the ${languageKey} snippets`, error),
    );
    return () => {
      current = false;
    };
  }, [languageKey]);

  // Never hand out the previous language's set while the new one loads.
  return loaded?.key === languageKey ? loaded.set : null;
}
