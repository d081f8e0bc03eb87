import { basename } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { ShippedSet } from '@/data/types';
import { highlightSet } from './highlight';
import { readSnippetFile } from './content/sources';

const QUERY = '?highlight';

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

/**
 * Turns `data/snippets/<key>.ts?highlight` imports into modules of build-time tokens, so
 * the extension ships colours and never a grammar, and fails the build if a chunk does.
 */
export function highlightSnippets(): Plugin {
  return {
    name: 'code-recall:highlight',
    enforce: 'pre',
    async load(id) {
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
