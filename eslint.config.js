import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
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
  {
    files: ['**/*.tsx', 'hooks/**/*.ts', 'components/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  layer(['hooks/**'], ['entrypoints', 'components'], 'hooks/ import only utils/ and data/.'),
  layer(['components/**'], ['entrypoints'], 'components/ never import a page.'),
  {
    // Pure logic and data stay free of React.
    files: ['utils/**', 'data/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
              message: 'utils/ and data/ stay free of React.',
            },
            {
              group: ['@/entrypoints/*', '@/components/*', '@/hooks/*'],
              message: 'utils/ and data/ are the bottom layer: they import only each other.',
            },
          ],
        },
      ],
    },
  },
);
