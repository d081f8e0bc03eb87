import type { SearchPort, SearchRequest, SearchResponse } from '@/utils/lookup/searchMessages';
import { openSearchWorker } from './openSearchWorker';

/** The page's end of the search worker. */
export type SearchClient = {
  /** Starts the worker and its index, if not started: the popup does so after first paint. */
  start: () => void;
  /** Asks a numbered query, starting the worker if need be. */
  ask: (request: SearchRequest) => void;
  /** Hands every answer to `listener` (one at a time: the lookup); returns the unsubscribe. */
  listen: (listener: (answer: SearchResponse) => void) => () => void;
};

/**
 * A client of the search worker. A worker that fails (its index did not load) answers the
 * latest query with `matches: null`, and the next query starts a new one.
 */
export function createSearchClient(): SearchClient {
  let port: SearchPort | null = null;
  let lastId = 0;
  // No answer is asked before the lookup listens; one that comes after it stopped is dropped.
  let receive: (answer: SearchResponse) => void = () => {};
  const start = () => {
    if (port) return port;
    const opened = openSearchWorker();
    opened.onmessage = ({ data }) => {
      receive(data);
    };
    opened.onerror = (event) => {
      console.error('The search index did not load', event.message);
      port = null;
      receive({ id: lastId, matches: null });
    };
    port = opened;
    return opened;
  };
  return {
    start: () => void start(),
    ask: (request) => {
      lastId = request.id;
      start().postMessage(request);
    },
    listen: (listener) => {
      receive = listener;
      return () => {
        receive = () => {};
      };
    },
  };
}
