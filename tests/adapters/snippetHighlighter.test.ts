// @vitest-environment node
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { GRAMMAR_LOADERS, createSnippetHighlighter } from '@/adapters/worker/snippetHighlighter';
import { LANGUAGES, type LanguageKey } from '@/data/languages';
import type { SnippetGroup, Token, TokenStyle } from '@/data/types';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { highlightSet } from '@/scripts/highlight';
import { runs } from '@/tests/ci';
import { SHIKI_LANGUAGES } from '@/utils/highlight/tokens';

/** Both highlighters start cold here: every grammar, Oniguruma's and the JavaScript engine's. */
const COLD_TIMEOUT_MS = 60_000;

/** Each character of each line with its style: light, dark, font, class. */
function styledCharacters(palette: readonly TokenStyle[], tokens: readonly (readonly Token[])[]) {
  return tokens.map((line) =>
    line.flatMap(([text, style]) => Array.from(text, (char) => [char, ...palette[style]!])),
  );
}

describe('the snippet highlighter (the worker’s, JavaScript regular expressions)', () => {
  const topics = new Map<LanguageKey, SnippetGroup[]>();
  const worker = createSnippetHighlighter();

  beforeAll(async () => {
    for (const { key } of LANGUAGES) topics.set(key, await readLanguageSnippets(key));
  }, COLD_TIMEOUT_MS);

  it('loads, for each language, the grammar the build names', async () => {
    expect([...GRAMMAR_LOADERS.keys()]).toEqual(LANGUAGES.map(({ key }) => key));
    for (const { key } of LANGUAGES) {
      const { lang, load } = GRAMMAR_LOADERS.get(key)!;
      expect(lang).toBe(SHIKI_LANGUAGES[key]);
      const grammars = (await load()).default;
      expect(grammars.map(({ name }) => name)).toContain(lang);
    }
  });

  it('refuses a language that is not one of the 16', async () => {
    await expect(worker.highlight('klingon', ['x'])).rejects.toThrow(
      'klingon is not one of the 16 languages.',
    );
    await expect(worker.highlight('__proto__', ['x'])).rejects.toThrow('not one of the 16');
  });

  it(
    'gives every character of any slice of any topic the colours and class the build gives it',
    { timeout: COLD_TIMEOUT_MS },
    async () => {
      const slice = fc.constantFrom(...LANGUAGES.map(({ key }) => key)).chain((language) =>
        fc
          .record({
            topic: fc.constantFrom(...topics.get(language)!),
            from: fc.nat(),
            length: fc.integer({ min: 1, max: 40 }),
          })
          .map(({ topic, from, length }) => {
            const start = from % topic.snippets.length;
            const lines = topic.snippets.slice(start, start + length);
            return { language, where: `${language}/${topic.key} from line ${start + 1}`, lines };
          }),
      );
      await fc.assert(
        fc.asyncProperty(slice, async ({ language, where, lines }) => {
          const built = await highlightSet(language, [{ title: where, key: 'k', snippets: lines }]);
          const mine = await worker.highlight(language, lines);
          expect(styledCharacters(mine.palette, mine.tokens), where).toEqual(
            styledCharacters(built.palette, built.topics[0]!.tokens),
          );
          // The worker's palette is the snippet's own: every entry used, none twice.
          const used = new Set(mine.tokens.flat().map(([, style]) => style));
          expect(used.size).toBe(mine.palette.length);
          expect(new Set(mine.palette.map((style) => style.join())).size).toBe(used.size);
        }),
        { numRuns: runs(50) },
      );
    },
  );
});
