import type { TopicMatch } from '@/utils/lookup/search';
import type { WantedTopic } from '@/utils/lookup/nearest';

/** What the page asks the search worker: one query, numbered so stale answers can be told. */
export type SearchRequest = { id: number; query: string; currentLanguage: string };

/** Or the topics of `language` nearest one it lacks (compare, translate drills). */
export type NearestRequest = { id: number; nearest: WantedTopic; language: string };

/** What the worker answers; `matches` is null when its index failed to load. */
export type SearchResponse = { id: number; matches: TopicMatch[] | null };

/** The page's end of the search worker (a Worker, or an in-process stand-in in tests). */
export type SearchPort = {
  postMessage: (request: SearchRequest | NearestRequest) => void;
  onmessage: ((event: MessageEvent<SearchResponse>) => void) | null;
  /** The worker failed (its index did not load). */
  onerror: ((event: ErrorEvent) => void) | null;
};
