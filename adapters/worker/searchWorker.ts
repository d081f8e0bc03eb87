/// <reference lib="webworker" />
import { searcher } from 'virtual:search-index';
import { LANGUAGES } from '@/data/languages';
import type { SearchRequest, SearchResponse } from '@/utils/searchMessages';

// The search index and its queries run here, off the page's main thread.
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = ({ data }: MessageEvent<SearchRequest>) => {
  const matches = searcher(data.query, {
    languages: LANGUAGES,
    currentLanguage: data.currentLanguage,
  });
  const response: SearchResponse = { id: data.id, matches };
  scope.postMessage(response);
};

// One query as the worker starts, so the user's first runs on warm code.
searcher('warm up', { languages: LANGUAGES, currentLanguage: LANGUAGES[0].key });
