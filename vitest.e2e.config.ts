import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Real-browser tests: the built extension in Chromium and Firefox. They run one file at a time, since
// each launches its own browser and the machine may have two cores.
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
