import { useCallback, useMemo, useRef, useState } from 'react';
import type { TopicMatch } from '@/utils/search';
import type { SearchPort, SearchResponse } from '@/utils/searchMessages';
import { openSearchWorker } from './openSearchWorker';

type SearchAnswer = { matches: TopicMatch[] | null; failed: boolean };

/**
 * Queries answered by the search worker, started on the first query. An answer to an older
 * query that arrives after a newer one was asked is dropped.
 */
export function useSearch(): {
  /** The answer to the latest query, or null until it arrives. */
  answer: SearchAnswer | null;
  /** The last answer that arrived: the latest query's, or the one before it while it is asked. */
  lastAnswer: SearchAnswer | null;
  search: (query: string, currentLanguage: string) => void;
} {
  const port = useRef<SearchPort | null>(null);
  const lastId = useRef(0);
  const [asked, setAsked] = useState(0);
  const [response, setResponse] = useState<SearchResponse | null>(null);

  const search = useCallback((query: string, currentLanguage: string) => {
    if (!port.current) {
      port.current = openSearchWorker();
      port.current.onmessage = ({ data }) => {
        if (data.id === lastId.current) setResponse(data);
      };
      port.current.onerror = (event) => {
        console.error('The search index did not load', event.message);
        // The next query starts a new worker, which may load.
        port.current = null;
        setResponse({ id: lastId.current, matches: null });
      };
    }
    lastId.current += 1;
    setAsked(lastId.current);
    port.current.postMessage({ id: lastId.current, query, currentLanguage });
  }, []);

  const lastAnswer = useMemo(
    () => response && { matches: response.matches, failed: response.matches === null },
    [response],
  );
  return { answer: response?.id === asked ? lastAnswer : null, lastAnswer, search };
}
