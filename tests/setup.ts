import { afterEach, vi } from 'vitest';
import type { LanguageKey } from '@/data/languages';
import type { SearchPort, SearchResponse } from '@/utils/lookup/searchMessages';
import type { ImportMessage, ImportPort } from '@/utils/progress/importBatches';
import { deliverSearchAnswer, resetSearchAnswers, searchWorkerFails } from './searchAnswers';
import { setViewportWidth } from './viewport';

// jsdom has <dialog> but not its modal methods (the unit project has no DOM at all).
if (typeof HTMLDialogElement !== 'undefined') {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.open = true;
    },
    close(this: HTMLDialogElement) {
      this.open = false;
    },
  });
}

// uPlot draws on a canvas, which jsdom lacks: component tests check a chart's data (recorded
// in tests/drawnChart.ts), name and text alternative; the real-browser tests check it is drawn.
vi.mock('@/components/charts/LineChart', async () => ({
  LineChart: (await import('./drawnChart')).RecordedChart,
}));

// Unit and component tests render the small hand-written sets of tests/fixtures, not the live
// content, which the build highlights with Shiki (seconds a language): that is tested in
// tests/data and the real-browser tests. A language without a fixture fails to load.
// The loader is looked up on each call, so a test can make it fail (TopicLoadStatus.test.tsx).
vi.mock('@/data/index', async (importOriginal) => {
  const fixtures = await import('./fixtures');
  return {
    ...(await importOriginal<typeof import('@/data/index')>()),
    loadTopicSet: (language: LanguageKey) => fixtures.loadFixtureSet(language),
  };
});
vi.mock('virtual:topic-names', async () => ({
  topicNames: (await import('./fixtures')).fixtureTopicNames,
}));

// jsdom has no Worker: a searcher over the fixtures answers in-process, a task later, as a
// worker would (or fails, as one whose index did not load).
vi.mock('@/adapters/openSearchWorker', async () => {
  const { fixtureSearcher: searcher } = await import('./fixtures');
  const { LANGUAGES } = await import('@/data/languages');
  return {
    openSearchWorker: () => {
      const fails = searchWorkerFails();
      const port: SearchPort = {
        onmessage: null,
        onerror: null,
        postMessage: (request) => {
          if (fails) {
            const error = new ErrorEvent('error', { message: 'index.json: 404' });
            setTimeout(() => port.onerror?.(error));
            return;
          }
          const { id } = request;
          const matches =
            'nearest' in request
              ? searcher.nearest(request.nearest, request.language)
              : searcher.search(request.query, {
                  languages: LANGUAGES,
                  currentLanguage: request.currentLanguage,
                });
          const event = new MessageEvent<SearchResponse>('message', { data: { id, matches } });
          deliverSearchAnswer(() => port.onmessage?.(event));
        },
      };
      return port;
    },
  };
});

// jsdom has no Worker: the import worker's job runs in-process, each message a task later.
vi.mock('@/adapters/openImportWorker', async () => {
  const { runImportJob } = await import('@/adapters/worker/importJob');
  return {
    openImportWorker: (): ImportPort => {
      let ended = false;
      const port: ImportPort = {
        onmessage: null,
        onerror: null,
        terminate: () => (ended = true),
        postMessage: (request) => {
          void runImportJob(request, (data) => {
            const event = new MessageEvent<ImportMessage>('message', { data });
            setTimeout(() => ended || port.onmessage?.(event));
          });
        },
      };
      return port;
    },
  };
});

// Files that run in Node (tests/utils, tests/scripts) have no DOM to set up, nor the DOM
// matchers and Testing Library to load.
if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup, configure } = await import('@testing-library/react');
  // A findBy waits up to 3 s, not 1: the suite shares two cores with other work.
  configure({ asyncUtilTimeout: 3_000 });
  const { forgetPreferences } = await import('@/adapters/preferences');
  // jsdom has neither matchMedia nor scrollIntoView.
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  setViewportWidth(1280);

  afterEach(() => {
    cleanup();
    resetSearchAnswers();
    window.localStorage.clear();
    forgetPreferences();
    setViewportWidth(1280);
  });
}
