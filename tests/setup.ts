import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import type { SearchPort, SearchResponse } from '@/utils/searchMessages';
import { deliverSearchAnswer, resetSearchAnswers, searchWorkerFails } from './searchAnswers';
import { setViewportWidth } from './viewport';

// uPlot draws on a canvas, which jsdom lacks: component tests check a chart's data, name and
// text alternative, and the real-browser tests check it is drawn.
vi.mock('@/components/charts/LineChart', () => ({ LineChart: () => null }));

// jsdom has no Worker: the same searcher answers in-process, a task later, as a worker would
// (or fails, as one whose index did not load).
vi.mock('@/adapters/openSearchWorker', async () => {
  const { searcher } = await import('virtual:search-index');
  const { LANGUAGES } = await import('@/data/languages');
  return {
    openSearchWorker: () => {
      const fails = searchWorkerFails();
      const port: SearchPort = {
        onmessage: null,
        onerror: null,
        postMessage: ({ id, query, currentLanguage }) => {
          if (fails) {
            const error = new ErrorEvent('error', { message: 'index.json: 404' });
            setTimeout(() => port.onerror?.(error));
            return;
          }
          const matches = searcher(query, { languages: LANGUAGES, currentLanguage });
          const event = new MessageEvent<SearchResponse>('message', { data: { id, matches } });
          deliverSearchAnswer(() => port.onmessage?.(event));
        },
      };
      return port;
    },
  };
});

// Files that run in Node (`@vitest-environment node`) have no DOM to set up.
if (typeof window !== 'undefined') {
  // jsdom has neither matchMedia nor scrollIntoView.
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  setViewportWidth(1280);

  afterEach(() => {
    cleanup();
    resetSearchAnswers();
    window.localStorage.clear();
    setViewportWidth(1280);
  });
}
