// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { highlightSet } from '@/scripts/highlight';
import { forbiddenContent, snippetsPlugin } from '@/scripts/vite-plugin-snippets';

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

describe('the bundle guard', () => {
  it.each([
    ['a TextMate grammar', '{"scopeName":"source.js","patterns":[]}'],
    ['the Shiki highlighter', 'export { createHighlighter }'],
    ['WebAssembly', 'await WebAssembly.instantiate(bytes)'],
  ])('names %s in a chunk', (what, code) => {
    expect(forbiddenContent(code)).toBe(what);
  });

  it('passes plain application code', () => {
    expect(forbiddenContent('export const shippedSet = JSON.parse("{}")')).toBeUndefined();
  });

  it('fails the build on a chunk with a highlighter or a .wasm file', () => {
    const plugin = snippetsPlugin();
    const generateBundle = plugin.generateBundle as (
      this: { error: (message: string) => never },
      options: unknown,
      bundle: Record<string, unknown>,
    ) => void;
    const error = vi.fn((message: string) => {
      throw new Error(message);
    });
    const run = (bundle: Record<string, unknown>) => generateBundle.call({ error }, {}, bundle);
    expect(() => run({ 'a.js': { type: 'chunk', code: 'createHighlighter()' } })).toThrow(
      'a.js contains the Shiki highlighter',
    );
    expect(() => run({ 'onig.wasm': { type: 'asset' } })).toThrow('WebAssembly must not ship');
    expect(() => run({ 'ok.js': { type: 'chunk', code: 'const a = 1;' } })).not.toThrow();
  });
});
