// WXT's own `wxt/browser` mock imports `wxt/testing`, whose index also loads the build tools
// (esbuild), which cannot start in jsdom. This module gives the same fake browser directly.
import { fakeBrowser } from 'wxt/testing/fake-browser';

export const browser = fakeBrowser;
