// @vitest-environment node
import type { ThemedToken, ThemedTokenWithVariants } from 'shiki';
import { describe, expect, it } from 'vitest';
import { createPalette } from '@/utils/highlight/palette';
import { highlightLines } from '@/utils/highlight/tokens';

/** Shiki's two answers for one line of parts, each with its scopes, as a grammar gives them. */
function fakeShiki(parts: readonly (readonly [string, string])[]) {
  const themed = parts.map(
    ([content]) =>
      ({
        content,
        variants: { light: { color: '#000' }, dark: { color: '#fff' } },
      }) as unknown as ThemedTokenWithVariants,
  );
  const base = parts.map(
    ([content, scope]) =>
      ({
        content,
        explanation: [{ content, scopes: [{ scopeName: 'source.js' }, { scopeName: scope }] }],
      }) as unknown as ThemedToken,
  );
  return {
    codeToTokensWithThemes: () => [themed],
    codeToTokensBase: () => [base],
  };
}

/** No half of a surrogate pair alone. */
const isWellFormed = (text: string) =>
  !/[\uD800-\uDFFF]/.test(text.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));

describe('highlightLines', () => {
  it('never cuts an emoji with a skin tone or a joiner (issue 41, item 16)', () => {
    const line = 'const hand = "👍🏽", dev = "👩‍💻";';
    const shiki = fakeShiki([
      ['const', 'storage.type.js'],
      [' hand = ', 'variable.other.js'],
      ['"👍🏽"', 'string.quoted.double.js'],
      [', dev = ', 'variable.other.js'],
      ['"👩‍💻"', 'string.quoted.double.js'],
      [';', 'punctuation.terminator.js'],
    ]);
    const [tokens] = highlightLines(shiki, 'javascript', [line], createPalette([]));
    const texts = tokens!.map(([text]) => text);
    expect(texts.join('')).toBe(line);
    for (const text of texts) expect(isWellFormed(text), text).toBe(true);
    expect(texts).toContain('"👍🏽"');
    expect(texts).toContain('"👩‍💻"');
  });
});
