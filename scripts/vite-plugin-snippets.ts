import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { ShippedSet } from '@/data/types';
import { createSearchIndex } from '../utils/search';
import { highlightSet } from './highlight';
import { importFresh, readSnippetFile, snippetFile } from './content/sources';
import { searchDocuments } from './search-documents';

const QUERY = '?highlight';
const SEARCH_INDEX_ID = 'virtual:search-index';
const RESOLVED_SEARCH_INDEX_ID = `\0${SEARCH_INDEX_ID}`;

/** DESIGN.md's budget for one language's chunk, tokens included. */
export const LANGUAGE_CHUNK_BUDGET_BYTES = 30 * 1024;

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
  const registry = fileURLToPath(new URL('../data/index.ts', import.meta.url));
  watch(registry);
  const { REGISTERED_LANGUAGE_KEYS } = await importFresh<{
    REGISTERED_LANGUAGE_KEYS: readonly string[];
  }>(registry);
  for (const key of REGISTERED_LANGUAGE_KEYS) watch(snippetFile(key));
  const index = createSearchIndex(await searchDocuments(REGISTERED_LANGUAGE_KEYS));
  // The search library and the index load together, on the popup's first keystroke.
  const searchModule = fileURLToPath(new URL('../utils/search.ts', import.meta.url));
  return [
    `import { createSearcher } from ${JSON.stringify(searchModule)};`,
    `export const searcher = createSearcher(${JSON.stringify(JSON.stringify(index))});`,
  ].join('\n');
}

/**
 * Build-time snippet modules: `data/snippets/<key>.ts?highlight` imports become tokens (the
 * extension ships colours, never a grammar, and the build fails if a chunk holds one), and
 * `virtual:search-index` becomes the popup's search index.
 */
export function snippetsPlugin(): Plugin {
  return {
    name: 'code-recall:highlight',
    enforce: 'pre',
    resolveId(id) {
      return id === SEARCH_INDEX_ID ? RESOLVED_SEARCH_INDEX_ID : null;
    },
    async load(id) {
      if (id === RESOLVED_SEARCH_INDEX_ID) return searchIndexModule(this.addWatchFile.bind(this));
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      const languageKey = basename(file, '.ts');
      const { palette, groups } = await highlightSet(languageKey, await readSnippetFile(file));
      const shipped: ShippedSet = {
        palette,
        groups: groups.map(({ title, key, tokens }) => ({ title, key, tokens })),
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
            this.error(`${fileName} is ${gzip} bytes gzip, over the 30 KB budget`);
          }
        }
      }
    },
  };
}
