import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';
import { highlightSnippets } from './scripts/vite-plugin-highlight';

// WxtVitest does not bring wxt.config.ts's own Vite plugins: they are listed here too.
export default defineConfig({
  plugins: [WxtVitest(), react(), highlightSnippets()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**'],
    testTimeout: 20_000,
  },
});
