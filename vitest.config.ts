import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { snippetsPlugin } from './scripts/vite-plugin-snippets';

const fakeBrowserModule = fileURLToPath(new URL('tests/fakeBrowser.ts', import.meta.url));

/** Highlighted sets kept between runs, keyed by their content (scripts/highlightCache.ts). */
const HIGHLIGHT_CACHE = fileURLToPath(
  new URL('node_modules/.cache/code-recall-highlight/', import.meta.url),
);

const LIVE_CONTENT = /^virtual:(search-index|topic-names)$|\?highlight$/;

/**
 * Outside tests/data the build's content modules resolve, so that tests/setup.ts can mock them
 * with the fixtures, but never load: a test that reaches live content fails, naming it.
 */
const fixturesOnly: Plugin = {
  name: 'code-recall:fixtures-only',
  enforce: 'pre',
  resolveId: (id) => (LIVE_CONTENT.test(id) ? `\0live-content:${id}` : null),
  load: (id) =>
    id.startsWith('\0live-content:')
      ? `throw new Error(${JSON.stringify(
          `${id.slice(14)} is live content: outside tests/data, tests use tests/fixtures`,
        )});`
      : null,
};

// WxtVitest does not bring wxt.config.ts's own Vite plugins: they are listed here too, the
// snippets plugin only where live content is tested.
export default defineConfig({
  plugins: [
    {
      // Ahead of WxtVitest's alias: see tests/fakeBrowser.ts.
      name: 'code-recall:fake-browser',
      enforce: 'pre',
      resolveId: (id) =>
        id === 'wxt/browser' || id.endsWith('wxt/dist/virtual/mock-browser')
          ? fakeBrowserModule
          : null,
    },
    WxtVitest(),
    react(),
  ],
  test: {
    globals: true,
    exclude: ['tests/e2e/**'],
    testTimeout: 20_000,
    // tests/data waits on the Vite server, which highlights the live sets not cached yet with
    // Shiki in this process: a second worker runs the other files meanwhile (Vitest's default
    // on two cores is one worker).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A worker sets its environment up and imports the app once, not once a file: a file
    // leaves nothing behind (docs/testing.md).
    isolate: false,
    projects: [
      {
        // Components render the hand-written sets of tests/fixtures (tests/setup.ts).
        extends: true,
        plugins: [fixturesOnly],
        test: {
          name: 'components',
          environment: 'jsdom',
          setupFiles: ['tests/setup.ts'],
          include: ['tests/components/**/*.test.{ts,tsx}'],
        },
      },
      {
        // Logic, scripts and adapters run in Node; a file that needs the DOM says
        // `// @vitest-environment jsdom`. Topic sets are the fixtures here too.
        extends: true,
        plugins: [fixturesOnly],
        test: {
          name: 'unit',
          environment: 'node',
          setupFiles: ['tests/setup.ts'],
          include: [
            'tests/utils/**/*.test.{ts,tsx}',
            'tests/scripts/**/*.test.{ts,tsx}',
            'tests/adapters/**/*.test.{ts,tsx}',
            'tests/fixtures/**/*.test.{ts,tsx}',
            'tests/docs/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        // The live content, as the build highlights and indexes it.
        extends: true,
        plugins: [snippetsPlugin({ highlightCache: HIGHLIGHT_CACHE })],
        test: {
          name: 'content',
          environment: 'node',
          include: ['tests/data/**/*.test.{ts,tsx}'],
        },
      },
    ],
  },
});
