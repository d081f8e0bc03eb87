import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { snippetsPlugin } from './scripts/vite-plugin-snippets';

const fakeBrowserModule = fileURLToPath(new URL('tests/fakeBrowser.ts', import.meta.url));

// WxtVitest does not bring wxt.config.ts's own Vite plugins: they are listed here too.
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
    snippetsPlugin(),
  ],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**'],
    testTimeout: 20_000,
  },
});
