import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
// Relative: the Vite config that loads this plugin does not resolve the @/ alias.
import { LANGUAGES, asLanguageKey } from '../data/languages';
import type { ShippedSet } from '@/data/types';
import { createSearchIndex } from '../utils/search';
import { LANGUAGE_CHUNK_BUDGET_BYTES, budgetKb } from './budgets';
import { highlightSet } from './highlight';
import { readSnippetFile, snippetFile } from './content/sources';
import { searchDocuments } from './search-documents';

const QUERY = '?highlight';
const SEARCH_INDEX_ID = 'virtual:search-index';
const RESOLVED_SEARCH_INDEX_ID = `\0${SEARCH_INDEX_ID}`;
const TOPIC_NAMES_ID = 'virtual:topic-names';
// Every language has a set (data/index.ts is typed by the language list).
const SET_LANGUAGES = LANGUAGES.map((language) => language.key);
const RESOLVED_TOPIC_NAMES_ID = `\0${TOPIC_NAMES_ID}`;

/** Text that only a grammar, a highlighter or WebAssembly would put in a chunk. */
export const FORBIDDEN_IN_BUNDLE: readonly { marker: string; what: string }[] = [
  { marker: '"scopeName"', what: 'a TextMate grammar' },
  { marker: 'createHighlighter', what: 'the Shiki highlighter' },
  { marker: 'onig_', what: 'the Oniguruma regex engine' },
  { marker: 'WebAssembly.', what: 'WebAssembly' },
  { marker: 'tree-sitter', what: 'a tree-sitter grammar' },
];

/** Names what forbidden content a chunk's text holds, if any. */
export function forbiddenContent(code: string): string | undefined {
  return FORBIDDEN_IN_BUNDLE.find(({ marker }) => code.includes(marker))?.what;
}

/** The search index over every registered language, built here and loaded by the popup. */
async function searchIndexModule(watch: (file: string) => void): Promise<string> {
  for (const key of SET_LANGUAGES) watch(snippetFile(key));
  const index = createSearchIndex(await searchDocuments(SET_LANGUAGES));
  // The search library and the index load together, on the popup's first keystroke.
  const searchModule = fileURLToPath(new URL('../utils/search.ts', import.meta.url));
  return [
    `import { createSearcher } from ${JSON.stringify(searchModule)};`,
    `export const searcher = createSearcher(${JSON.stringify(JSON.stringify(index))});`,
  ].join('\n');
}

/** Every language's topic keys and titles in teaching order: small, for pages that list them. */
async function topicNamesModule(watch: (file: string) => void): Promise<string> {
  const names: Record<string, [key: string, title: string][]> = {};
  for (const language of SET_LANGUAGES) {
    watch(snippetFile(language));
    const topics = await readSnippetFile(snippetFile(language));
    names[language] = topics.map((topic) => [topic.key, topic.title]);
  }
  return `export const topicNames = JSON.parse(${JSON.stringify(JSON.stringify(names))});`;
}

/**
 * Build-time snippet modules: `data/snippets/<key>.ts?highlight` imports become tokens (the
 * extension ships colours, never a grammar, and the build fails if a chunk holds one), and
 * `virtual:search-index` becomes the popup's search index, and `virtual:topic-names` every
 * language's topic keys and titles.
 */
export function snippetsPlugin(): Plugin {
  return {
    name: 'code-recall:highlight',
    enforce: 'pre',
    resolveId(id) {
      if (id === SEARCH_INDEX_ID) return RESOLVED_SEARCH_INDEX_ID;
      return id === TOPIC_NAMES_ID ? RESOLVED_TOPIC_NAMES_ID : null;
    },
    async load(id) {
      if (id === RESOLVED_SEARCH_INDEX_ID) return searchIndexModule(this.addWatchFile.bind(this));
      if (id === RESOLVED_TOPIC_NAMES_ID) return topicNamesModule(this.addWatchFile.bind(this));
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const language = asLanguageKey(basename(file, '.ts'));
      if (!language) this.error(`${file} is not the snippet file of a known language`);
      const { palette, topics } = await highlightSet(language, await readSnippetFile(file));
      const shipped: ShippedSet = {
        palette,
        topics: topics.map(({ title, key, tokens }) => ({ title, key, tokens })),
      };
      // JSON.parse of a string literal is faster to start than the same object literal.
      return `export const shippedSet = JSON.parse(${JSON.stringify(JSON.stringify(shipped))});`;
    },
    generateBundle(_options, bundle) {
      for (const [fileName, output] of Object.entries(bundle)) {
        if (fileName.endsWith('.wasm')) this.error(`${fileName}: WebAssembly must not ship`);
        if (output.type !== 'chunk') continue;
        const found = forbiddenContent(output.code);
        if (found) this.error(`${fileName} contains ${found}; highlighting is build-time only`);
        if (output.facadeModuleId?.endsWith(QUERY)) {
          const gzip = gzipSync(output.code, { level: 9 }).length;
          const language = basename(output.facadeModuleId.slice(0, -QUERY.length), '.ts');
          console.log(`  snippet chunk ${language}: ${(gzip / 1024).toFixed(1)} KB gzip`);
          if (gzip > LANGUAGE_CHUNK_BUDGET_BYTES) {
            this.error(
              `${fileName} is ${gzip} bytes gzip, over the ${budgetKb(LANGUAGE_CHUNK_BUDGET_BYTES)} budget`,
            );
          }
        }
      }
    },
  };
}
