import js from '@eslint/js';
import vitest from '@vitest/eslint-plugin';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import testingLibrary from 'eslint-plugin-testing-library';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The pages' folders: they run in the extension's pages, with the DOM. */
const PAGES = ['entrypoints/**', 'components/**', 'hooks/**', 'adapters/**', 'utils/**', 'data/**'];

/** Globals of Node and the test runner, which no page has. */
const NOT_IN_PAGES = ['process', 'Buffer', '__dirname', '__filename', 'require', 'global'].concat(
  Object.keys(globals.vitest),
);

/**
 * Imports a folder may not make: every folder points one way (docs/architecture.md).
 * utils/ and data/ have theirs below, with React.
 */
const layer = (files, forbidden, message) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.map((folder) => ({
          group: [`@/${folder}/*`, `**/${folder}/*`],
          message,
        })),
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['.output', '.wxt', 'node_modules', 'bench-results'] },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // Each file is checked by the project of its runtime (tsconfig.json's references);
        // this file, in no project, is read with Node's.
        projectService: {
          allowDefaultProject: ['eslint.config.js'],
          defaultProject: 'tsconfig.node.json',
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      // noUncheckedIndexedAccess types every index as optional; an index already known to be
      // in range (a map over the same array, a modulo) is asserted with `!`.
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Numbers in template literals are the common, readable case (`${count} / ${total}`).
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}`: an arrow shorthand around a void call is the React
      // idiom, not a confusion.
      '@typescript-eslint/no-confusing-void-expression': 'off',
      // Every command and action union is dispatched by a switch the compiler checks.
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  { files: ['**/*.js'], extends: [tseslint.configs.disableTypeChecked] },
  // One set of globals per runtime (docs/architecture.md, "Runtimes").
  {
    files: PAGES,
    ignores: ['adapters/worker/**'],
    languageOptions: { globals: globals.browser },
    rules: { 'no-restricted-globals': ['error', ...NOT_IN_PAGES] },
  },
  {
    files: ['adapters/worker/**'],
    languageOptions: { globals: globals.worker },
    rules: { 'no-restricted-globals': ['error', ...NOT_IN_PAGES] },
  },
  {
    files: ['scripts/**', '*.config.ts', '*.config.js'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['tests/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.vitest } },
  },
  {
    files: ['**/*.tsx', 'hooks/**/*.ts', 'components/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Accessible markup: the pages are driven by role and name, by users and by the tests.
  { files: ['components/**/*.tsx', 'entrypoints/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['components/**/*.tsx'],
    rules: {
      // A code view is a scrollable region: focusable, so a keyboard can scroll it (axe's
      // scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'], tags: [] }],
    },
  },
  {
    // No import cycle anywhere (the TypeScript resolver follows `@/`).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver()] },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // Files stay small: split before 300 lines (the snippet sets are data, one per language).
    files: ['**/*.{ts,tsx,js}'],
    ignores: ['data/snippets/**'],
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['tests/**/*.test.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    plugins: { vitest },
    rules: {
      ...vitest.configs.recommended.rules,
      // `expect(value, message)` names the case that failed in a loop over topics or files.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Property tests and tables over every topic branch on the case they draw; each
      // branch's expectation must hold for that case.
      'vitest/no-conditional-expect': 'off',
    },
  },
  {
    files: ['tests/components/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['tests/components/**/*.{ts,tsx}'],
    rules: {
      // The drill's painter draws each character as a span whose classes are its state
      // (typed, wrong, hidden): the tests read them where no role or name can.
      'testing-library/no-node-access': 'off',
      // Our render helpers return what a test needs ({ user, store, … }), not the render
      // result, and are named for the page they render.
      'testing-library/render-result-naming-convention': 'off',
    },
  },
  layer(
    ['hooks/**'],
    ['entrypoints', 'components'],
    'hooks/ import only adapters/, utils/ and data/.',
  ),
  layer(
    ['adapters/**'],
    ['entrypoints', 'components', 'hooks'],
    'adapters/ import only utils/ and data/.',
  ),
  layer(['components/**'], ['entrypoints'], 'components/ never import a page.'),
  {
    // Pure logic and data stay free of React and of every browser API: those are adapters/.
    files: ['utils/**', 'data/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...NOT_IN_PAGES,
        ...['window', 'document', 'localStorage', 'sessionStorage', 'indexedDB', 'navigator'].map(
          (name) => ({
            name,
            message: 'utils/ and data/ are pure: a browser API belongs in adapters/.',
          }),
        ),
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
              message: 'utils/ and data/ stay free of React.',
            },
            {
              group: ['@/entrypoints/*', '@/components/*', '@/hooks/*', '@/adapters/*'],
              message: 'utils/ and data/ are the bottom layer: they import only each other.',
            },
            { group: ['dexie', 'dexie/*'], message: 'IndexedDB is reached through adapters/.' },
          ],
        },
      ],
    },
  },
);
