import { useCallback, useMemo, useRef, useState } from 'react';
import type { TopicMatch } from '@/utils/search';
import type { SearchPort, SearchResponse } from '@/utils/searchMessages';
import { openSearchWorker } from './openSearchWorker';

type SearchAnswer = { matches: TopicMatch[] | null; failed: boolean };

/**
 * Queries answered by the search worker, started on the first query. An answer to an older
 * query that arrives after a newer one was asked is dropped. Asking renders nothing: only
 * an answer does.
 */
export function useSearch(): {
  /** The last answer that arrived, which answered the latest query when it came. */
  lastAnswer: SearchAnswer | null;
  /** Whether the latest query's answer is not rendered yet (for handlers: it is not state). */
  pending: () => boolean;
  search: (query: string, currentLanguage: string) => void;
} {
  const port = useRef<SearchPort | null>(null);
  const lastId = useRef(0);
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
    port.current.postMessage({ id: lastId.current, query, currentLanguage });
  }, []);

  // Against the answer rendered, not one that has arrived but is not shown yet.
  const pending = useCallback(() => response?.id !== lastId.current, [response]);
  const lastAnswer = useMemo(
    () => response && { matches: response.matches, failed: response.matches === null },
    [response],
  );
  return { lastAnswer, pending, search };
}
