import { useCallback, useState } from 'react';
import type { Searcher } from '@/utils/search';

let loading: Promise<Searcher> | undefined;

/** Fetches the search chunk (library and build-time index) once, on first use. */
function fetchSearcher(): Promise<Searcher> {
  loading ??= import('virtual:search-index').then(
    (module) => module.searcher,
    (error: unknown) => {
      // A chunk that failed to load may load on the next keystroke.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The search function, null until `requestIndex` has been called and its chunk has loaded. */
export function useSearchIndex(): { searcher: Searcher | null; requestIndex: () => void } {
  const [searcher, setSearcher] = useState<Searcher | null>(null);
  const requestIndex = useCallback(() => {
    fetchSearcher().then(
      (loaded) => setSearcher(() => loaded),
      (error: unknown) => console.error('Could not load the search index', error),
    );
  }, []);
  return { searcher, requestIndex };
}
