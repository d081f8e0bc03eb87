import { useState } from 'react';
import type { SearchPort, SearchResponse } from '@/utils/searchMessages';
import { openSearchWorker } from '@/adapters/openSearchWorker';

/** The popup's end of the search: ask, read the latest answer, hear of each new one. */
export type Search = {
  /** Asks a query; the worker starts on the first. */
  search: (query: string, currentLanguage: string) => void;
  /** The last answer that arrived, which answered the latest query when it came. */
  answer: () => SearchResponse | null;
  /** Whether the latest query's answer has not arrived yet. */
  pending: () => boolean;
  /** Calls `listener` when an answer arrives; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
};

/**
 * Queries answered by the search worker. An answer to an older query that arrives after a
 * newer one was asked is dropped. The answers are not React state: asking and answering
 * render nothing by themselves, and whoever draws an answer subscribes to them.
 */
export function useSearch(): Search {
  const [search] = useState((): Search => {
    let port: SearchPort | null = null;
    let lastId = 0;
    let last: SearchResponse | null = null;
    const listeners = new Set<() => void>();
    const receive = (response: SearchResponse) => {
      last = response;
      for (const listener of listeners) listener();
    };
    return {
      search: (query, currentLanguage) => {
        if (!port) {
          port = openSearchWorker();
          port.onmessage = ({ data }) => {
            if (data.id === lastId) receive(data);
          };
          port.onerror = (event) => {
            console.error('The search index did not load', event.message);
            // The next query starts a new worker, which may load.
            port = null;
            receive({ id: lastId, matches: null });
          };
        }
        lastId += 1;
        port.postMessage({ id: lastId, query, currentLanguage });
      },
      answer: () => last,
      pending: () => last?.id !== lastId,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
    };
  });
  return search;
}
