/// <reference lib="webworker" />
import { searcher } from 'virtual:search-index';
import { LANGUAGES } from '@/data/languages';
import type { NearestRequest, SearchRequest, SearchResponse } from '@/utils/lookup/searchMessages';
import { followOwnSnippets } from '../ownSearch';
import { createSnippetStore } from '../snippetStore';

// The search index and its queries run here, off the page's main thread.
const scope = self as unknown as DedicatedWorkerGlobalScope;

// The user's own snippets join the index once read; a query waits for them, a little. When
// they cannot be read the popup that started this worker has read the same database and
// warned, so this says nothing: one warning per page.
const ownRead = followOwnSnippets(searcher, createSnippetStore(), () => {});

scope.onmessage = ({ data }: MessageEvent<SearchRequest | NearestRequest>) => {
  void ownRead.then(() => {
    const matches =
      'nearest' in data
        ? searcher.nearest(data.nearest, data.language)
        : searcher.search(data.query, {
            languages: LANGUAGES,
            currentLanguage: data.currentLanguage,
          });
    const response: SearchResponse = { id: data.id, matches };
    scope.postMessage(response);
  });
};

// One query as the worker starts, so the user's first runs on warm code.
searcher.search('warm up', { languages: LANGUAGES, currentLanguage: LANGUAGES[0].key });
