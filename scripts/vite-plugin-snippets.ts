import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Plugin, Rollup } from 'vite';
// Relative: the Vite config that loads this plugin does not resolve the @/ alias.
import { LANGUAGES, asLanguageKey } from '../data/languages';
import type { ShippedSet } from '@/data/types';
import { createSearchIndex } from '../utils/lookup/search';
import { LANGUAGE_CHUNK_BUDGET_BYTES, budgetKb } from './budgets';
import { highlightSet } from './highlight';
import { cachedHighlightSet } from './highlightCache';
import { readSnippetFile, snippetFile } from './content/sources';
import { searchDocuments } from './search-documents';

const QUERY = '?highlight';
const HIGHLIGHT_WORKER_NAME = 'the highlight worker';
const SEARCH_INDEX_ID = 'virtual:search-index';
const RESOLVED_SEARCH_INDEX_ID = `\0${SEARCH_INDEX_ID}`;
const TOPIC_NAMES_ID = 'virtual:topic-names';
// Every language has a set (data/index.ts is typed by the language list).
const SET_LANGUAGES = LANGUAGES.map((language) => language.key);
const RESOLVED_TOPIC_NAMES_ID = `\0${TOPIC_NAMES_ID}`;

/** The snippets page's highlight worker: the one entry whose chunks may hold Shiki. */
export const HIGHLIGHT_WORKER = fileURLToPath(
  new URL('../adapters/worker/highlightWorker.ts', import.meta.url),
);

/**
 * What only a grammar, a theme, a highlighter or WebAssembly would put in a chunk: text a
 * chunk holds, or a module it was built from. `everywhere` ones ship nowhere; the others
 * only in the chunks of the highlight worker.
 */
const FORBIDDEN_IN_BUNDLE: readonly {
  what: string;
  marker?: string;
  module?: RegExp;
  everywhere: boolean;
}[] = [
  {
    what: 'a TextMate grammar',
    marker: '"scopeName"',
    module: /\/@shikijs\/langs\//,
    everywhere: false,
  },
  { what: 'a Shiki theme', module: /\/@shikijs\/themes\//, everywhere: false },
  {
    what: 'the Shiki highlighter',
    marker: 'createHighlighter',
    module: /\/node_modules\/(shiki|@shikijs\/[\w-]+)\//,
    everywhere: false,
  },
  {
    what: 'the Oniguruma regex engine',
    marker: 'onig_',
    module: /\/(@shikijs\/engine-oniguruma|vscode-oniguruma)\//,
    everywhere: true,
  },
  { what: 'WebAssembly', marker: 'WebAssembly.', module: /\.wasm(\?|$)/, everywhere: true },
  { what: 'a tree-sitter grammar', marker: 'tree-sitter', module: /tree-sitter/, everywhere: true },
];

/** Names what forbidden content a chunk holds, if any, where Shiki may or may not be. */
export function forbiddenContent(
  chunk: Pick<Rollup.OutputChunk, 'code' | 'moduleIds'>,
  mayHighlight: boolean,
): string | undefined {
  return FORBIDDEN_IN_BUNDLE.find(
    ({ marker, module, everywhere }) =>
      (everywhere || !mayHighlight) &&
      ((marker !== undefined && chunk.code.includes(marker)) ||
        (module !== undefined && chunk.moduleIds.some((id) => module.test(id)))),
  )?.what;
}

/** The names of the entries (pages, workers) each chunk is reached from, by any import. */
export function entriesReaching(bundle: Rollup.OutputBundle): Map<string, string[]> {
  const chunks = new Map<string, Rollup.OutputChunk>();
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  }
  const reaching = new Map<string, string[]>();
  for (const entry of chunks.values()) {
    if (!entry.isEntry) continue;
    const name = entry.facadeModuleId === HIGHLIGHT_WORKER ? HIGHLIGHT_WORKER_NAME : entry.name;
    const seen = new Set<string>();
    const queue = [entry.fileName];
    for (let fileName = queue.pop(); fileName !== undefined; fileName = queue.pop()) {
      if (seen.has(fileName)) continue;
      seen.add(fileName);
      reaching.set(fileName, [...(reaching.get(fileName) ?? []), name]);
      const chunk = chunks.get(fileName);
      queue.push(...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? []));
    }
  }
  return reaching;
}

/** The search index over every registered language, built here and loaded by the popup. */
async function searchIndexModule(watch: (file: string) => void): Promise<string> {
  for (const key of SET_LANGUAGES) watch(snippetFile(key));
  const index = createSearchIndex(await searchDocuments(SET_LANGUAGES));
  // The search library and the index load together, on the popup's first keystroke.
  const searchModule = fileURLToPath(new URL('../utils/lookup/search.ts', import.meta.url));
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
 * pages ship colours, never a grammar: only the highlight worker, which highlights the
 * user's own snippets, holds Shiki, and the build fails if another chunk does), and
 * `virtual:search-index` becomes the popup's search index, and `virtual:topic-names` every
 * language's topic keys and titles. With `highlightCache`, a folder, each set highlighted
 * before is read from there (the tests'; the build always highlights anew).
 */
export function snippetsPlugin({ highlightCache }: { highlightCache?: string } = {}): Plugin {
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
      const groups = await readSnippetFile(file);
      const { palette, topics } = await (highlightCache
        ? cachedHighlightSet(language, groups, highlightCache)
        : highlightSet(language, groups));
      const shipped: ShippedSet = {
        palette,
        topics: topics.map(({ title, key, tokens }) => ({ title, key, tokens })),
      };
      // JSON.parse of a string literal is faster to start than the same object literal.
      return `export const shippedSet = JSON.parse(${JSON.stringify(JSON.stringify(shipped))});`;
    },
    generateBundle(_options, bundle) {
      const reaching = entriesReaching(bundle);
      for (const [fileName, output] of Object.entries(bundle)) {
        if (fileName.endsWith('.wasm')) this.error(`${fileName}: WebAssembly must not ship`);
        if (output.type !== 'chunk') continue;
        const pages = reaching.get(fileName) ?? [];
        // Only the highlight worker's own chunks may hold Shiki: none another page loads.
        const mayHighlight =
          pages.length > 0 && pages.every((page) => page === HIGHLIGHT_WORKER_NAME);
        const found = forbiddenContent(output, mayHighlight);
        if (found) {
          const from = pages.filter((page) => page !== HIGHLIGHT_WORKER_NAME).join(', ');
          this.error(
            `${fileName}${from ? ` (loaded by ${from})` : ''} contains ${found}: Shiki ships only in ${HIGHLIGHT_WORKER_NAME}'s chunks (adapters/worker/highlightWorker.ts), WebAssembly nowhere`,
          );
        }
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
