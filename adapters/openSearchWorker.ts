import type { SearchPort } from '@/utils/lookup/searchMessages';
// Vite bundles the worker into a file of the extension's own (no remote code).
import SearchWorker from './worker/searchWorker.ts?worker';

/** Starts the search worker: the index loads and queries run there, off the main thread. */
export function openSearchWorker(): SearchPort {
  return new SearchWorker();
}
