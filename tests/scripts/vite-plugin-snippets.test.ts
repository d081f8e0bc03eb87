// @vitest-environment node
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { highlightSet } from '@/scripts/highlight';
import {
  HIGHLIGHT_WORKER,
  entriesReaching,
  forbiddenContent,
  snippetsPlugin,
} from '@/scripts/vite-plugin-snippets';

describe('highlightSet', () => {
  it('splits a topic into lossless per-line tokens with light and dark colours', async () => {
    const lines = ['/* a', 'b */ const x = `t`;', '', '  return 1;'];
    const set = await highlightSet('javascript', [{ title: 'T', key: 't', snippets: lines }]);
    const [topic] = set.topics;
    expect(topic!.tokens.map((line) => line.map(([text]) => text).join(''))).toEqual(lines);
    // The comment opened on line 1 still colours line 2: one file, not line by line.
    const commentStyle = set.palette[topic!.tokens[0]![0]![1]]!;
    expect(set.palette[topic!.tokens[1]![0]![1]]).toEqual(commentStyle);
    for (const [light, dark] of set.palette) {
      expect(light).toMatch(/^#[0-9a-f]{6}/);
      expect(dark).toMatch(/^#[0-9a-f]{6}/);
    }
    expect(new Set(set.palette.map(([light, dark]) => light !== dark)).has(true)).toBe(true);
  });
});

type FakeChunk = {
  code?: string;
  moduleIds?: string[];
  entry?: string;
  imports?: string[];
  dynamicImports?: string[];
};

/** A bundle as Rollup hands it to `generateBundle`: chunks by file name, entries named. */
function fakeBundle(chunks: Record<string, FakeChunk>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(chunks).map(([fileName, chunk]) => [
      fileName,
      {
        type: 'chunk',
        fileName,
        code: chunk.code ?? 'const a = 1;',
        moduleIds: chunk.moduleIds ?? [],
        isEntry: chunk.entry !== undefined,
        name: chunk.entry ?? fileName,
        facadeModuleId: chunk.entry === 'highlightWorker' ? HIGHLIGHT_WORKER : null,
        imports: chunk.imports ?? [],
        dynamicImports: chunk.dynamicImports ?? [],
      },
    ]),
  );
}

/** Runs the plugin's bundle check, throwing its error. */
function check(bundle: Record<string, unknown>): void {
  const generateBundle = snippetsPlugin().generateBundle as (
    this: { error: (message: string) => never },
    options: unknown,
    bundle: Record<string, unknown>,
  ) => void;
  const error = (message: string): never => {
    throw new Error(message);
  };
  generateBundle.call({ error }, {}, bundle);
}

const GRAMMAR = '/x/node_modules/@shikijs/langs/dist/python.mjs';
const CORE = '/x/node_modules/@shikijs/core/dist/index.mjs';

describe('the bundle guard', () => {
  it.each([
    ['a TextMate grammar', '{"scopeName":"source.js","patterns":[]}'],
    ['the Shiki highlighter', 'export { createHighlighter }'],
    ['WebAssembly', 'await WebAssembly.instantiate(bytes)'],
    ['the Oniguruma regex engine', 'onig_new(pattern)'],
  ])('names %s in a chunk', (what, code) => {
    expect(forbiddenContent({ code, moduleIds: [] }, false)).toBe(what);
  });

  it('names a chunk by the modules it was built from, whatever the minifier left of them', () => {
    expect(forbiddenContent({ code: 'a', moduleIds: [GRAMMAR] }, false)).toBe('a TextMate grammar');
    expect(forbiddenContent({ code: 'a', moduleIds: [CORE] }, false)).toBe('the Shiki highlighter');
    const theme = '/x/node_modules/@shikijs/themes/dist/github-dark-default.mjs';
    expect(forbiddenContent({ code: 'a', moduleIds: [theme] }, false)).toBe('a Shiki theme');
  });

  it('lets the highlight worker hold Shiki, never WebAssembly or Oniguruma', () => {
    expect(forbiddenContent({ code: 'createHighlighter', moduleIds: [GRAMMAR] }, true)).toBe(
      undefined,
    );
    const onig = '/x/node_modules/@shikijs/engine-oniguruma/dist/index.mjs';
    expect(forbiddenContent({ code: 'a', moduleIds: [onig] }, true)).toBe(
      'the Oniguruma regex engine',
    );
    expect(forbiddenContent({ code: 'WebAssembly.compile(b)', moduleIds: [] }, true)).toBe(
      'WebAssembly',
    );
  });

  it('passes plain application code', () => {
    const code = 'export const shippedSet = JSON.parse("{}")';
    expect(
      forbiddenContent({ code, moduleIds: ['/x/utils/lookup/search.ts'] }, false),
    ).toBeUndefined();
  });

  it('passes the highlight worker with the grammars and shared chunks it alone loads', () => {
    const bundle = fakeBundle({
      'assets/highlightWorker.js': {
        entry: 'highlightWorker',
        moduleIds: [HIGHLIGHT_WORKER, CORE],
        code: 'createHighlighterCore()',
        dynamicImports: ['assets/php.js', 'assets/python.js'],
      },
      'assets/python.js': { moduleIds: [GRAMMAR] },
      'assets/php.js': { moduleIds: [GRAMMAR], imports: ['assets/sql.js'] },
      'assets/sql.js': { code: '{"scopeName":"source.sql"}' },
    });
    expect(() => check(bundle)).not.toThrow();
    expect(entriesReaching(bundle as Rollup.OutputBundle).get('assets/sql.js')).toEqual([
      'the highlight worker',
    ]);
  });

  it('fails the build on Shiki in a chunk another page loads, naming the chunk and the page', () => {
    // The popup reaches a grammar through a dynamic import of a shared chunk.
    const shared = fakeBundle({
      'assets/highlightWorker.js': { entry: 'highlightWorker', dynamicImports: ['chunks/g.js'] },
      'chunks/popup.js': { entry: 'popup', imports: ['chunks/lookup.js'] },
      'chunks/lookup.js': { dynamicImports: ['chunks/g.js'] },
      'chunks/g.js': { moduleIds: [GRAMMAR] },
    });
    expect(() => check(shared)).toThrow(
      'chunks/g.js (loaded by popup) contains a TextMate grammar',
    );
    // Another worker is not the highlight worker.
    const search = fakeBundle({
      'assets/searchWorker.js': { entry: 'searchWorker', code: 'createHighlighter()' },
    });
    expect(() => check(search)).toThrow(
      'assets/searchWorker.js (loaded by searchWorker) contains the Shiki highlighter',
    );
  });

  it('fails the build on WebAssembly in the highlight worker, and on a .wasm file', () => {
    const worker = fakeBundle({
      'assets/highlightWorker.js': { entry: 'highlightWorker', imports: ['assets/onig.js'] },
      'assets/onig.js': { code: 'WebAssembly.instantiate(b)' },
    });
    expect(() => check(worker)).toThrow('assets/onig.js contains WebAssembly');
    expect(() => check({ 'onig.wasm': { type: 'asset' } })).toThrow('WebAssembly must not ship');
  });
});
