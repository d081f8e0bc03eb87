import { defineConfig } from 'wxt';
import { snippetsPlugin } from './scripts/vite-plugin-snippets';

const DESCRIPTION =
  'Code snippets in 16 languages: a cheat sheet in the toolbar, a typing drill on every new tab.';

export default defineConfig({
  modules: ['@wxt-dev/module-react', '@wxt-dev/auto-icons'],
  // Every import is written out in its file (STYLE.md).
  imports: false,
  autoIcons: { baseIconPath: 'assets/icon.svg', developmentIndicator: false },
  manifest: ({ browser, manifestVersion }) => ({
    name: 'Code Recall',
    description: DESCRIPTION,
    commands: {
      [manifestVersion === 2 ? '_execute_browser_action' : '_execute_action']: {
        suggested_key: { default: 'Alt+Shift+K' },
        description: 'Open Code Recall',
      },
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
  vite: () => ({
    plugins: [snippetsPlugin()],
    // Terser packs React a few KB smaller than esbuild: the popup's budget is 75 KB gzip.
    build: { minify: 'terser', terserOptions: { compress: { passes: 2 } } },
  }),
});
