import { useCallback, useRef, useState } from 'react';
import type { TopicMatch } from '@/utils/search';
import type { SearchPort, SearchResponse } from '@/utils/searchMessages';
import { openSearchWorker } from './openSearchWorker';

type SearchAnswer = { matches: TopicMatch[] | null; failed: boolean };

/**
 * Queries answered by the search worker, started on the first query. Only the answer to
 * the latest query is shown: an answer to an older one is dropped.
 */
export function useSearch(): {
  answer: SearchAnswer | null;
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

  const answer =
    response?.id === asked
      ? { matches: response.matches, failed: response.matches === null }
      : null;
  return { answer, search };
}
