import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { defineConfig } from 'wxt';
import { noPreloadPlugin } from './scripts/vite-plugin-no-preload';
import { snippetsPlugin } from './scripts/vite-plugin-snippets';

// The code font ships from its npm package (JetBrains Mono, SIL OFL 1.1) with its licence:
// the Latin subset covers every snippet character (printable ASCII).
const fontPackage = dirname(
  createRequire(import.meta.url).resolve('@fontsource/jetbrains-mono/package.json'),
);
const FONT_FILES = [
  ['files/jetbrains-mono-latin-400-normal.woff2', 'fonts/jetbrains-mono-latin-400.woff2'],
  ['files/jetbrains-mono-latin-700-normal.woff2', 'fonts/jetbrains-mono-latin-700.woff2'],
  ['LICENSE', 'fonts/JetBrainsMono-OFL.txt'],
] as const;

const DESCRIPTION =
  'Code snippets in 16 languages: a cheat sheet in the toolbar, a typing drill on every new tab.';

export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/auto-icons'],
  // Every import is written out in its file, so each file shows what it depends on.
  imports: false,
  autoIcons: { baseIconPath: 'assets/icon.svg', developmentIndicator: false },
  manifest: ({ browser, manifestVersion }) => ({
    name: 'Code Recall',
    description: DESCRIPTION,
    // The one permission: `storage`, for `storage.sync`, so progress follows the user through
    // the browser's own sync (Chrome Sync, Firefox Sync). Chrome shows no install warning for
    // it and Firefox no prompt; the extension still makes no network request of its own.
    permissions: ['storage'],
    // The address-bar keyword: `cr closures rust`. It needs no permission.
    omnibox: { keyword: 'cr' },
    commands: {
      [manifestVersion === 2 ? '_execute_browser_action' : '_execute_action']: {
        suggested_key: { default: 'Alt+Shift+K' },
        description: 'Open Code Recall',
      },
      // No default keys: the user binds them (chrome://extensions/shortcuts, or Firefox's
      // Manage Extension Shortcuts); the background opens the page (utils/firstRun.ts).
      'open-practice': { description: 'Open practice' },
      'open-progress': { description: 'Open progress' },
      'open-snippets': { description: 'Open My snippets' },
    },
    ...(browser === 'firefox' && {
      browser_specific_settings: {
        gecko: {
          id: 'code-recall@code-recall.dev',
          data_collection_permissions: { required: ['none'] },
        },
      },
    }),
  }),
  hooks: {
    'build:publicAssets': (_wxt, files) => {
      for (const [from, to] of FONT_FILES) {
        files.push({ absoluteSrc: join(fontPackage, from), relativeDest: to });
      }
      // The privacy note, as plain text the welcome page links to (a browser shows it).
      files.push({ absoluteSrc: resolve('PRIVACY.md'), relativeDest: 'privacy.txt' });
    },
  },
  vite: () => ({
    plugins: [snippetsPlugin(), noPreloadPlugin()],
    // The search worker imports the build-time search index too, and the bundle check runs
    // on each worker's chunks. Module workers, so the highlight worker loads each grammar as
    // a chunk of its own when first asked (a classic worker's bundle cannot be split).
    worker: { format: 'es', plugins: () => [snippetsPlugin()] },
    // Terser packs React a few KB smaller than esbuild: the popup's budget is 75 KB gzip.
    // Every chunk is an ES module, so top-level names may be mangled too.
    build: {
      // Extension files load from disk: no preload helper wrapped around each dynamic import.
      modulePreload: false,
      minify: 'terser',
      terserOptions: {
        module: true,
        // Every browser the extension supports runs ES2020: terser may write it.
        ecma: 2020,
        // Each 'unsafe' transform here assumes only what the code never does (no reliance on
        // `arguments`, on a function's own `this` where an arrow is made, or on getters with
        // side effects); the real-browser tests run on this output.
        compress: {
          passes: 3,
          pure_getters: true,
          unsafe: true,
          unsafe_arrows: true,
          unsafe_comps: true,
          unsafe_methods: true,
        },
      },
    },
  }),
});
