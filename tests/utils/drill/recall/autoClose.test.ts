import { describe, expect, it } from 'vitest';
import { autoClosePairs } from '@/utils/drill/recall/autoClose';
import type { TokenClass } from '@/utils/highlight/tokenClasses';
import { buildDrillText } from '@/utils/drill/targets';

const KIND = new Map<string, TokenClass>([
  ['k', 'keyword'],
  ['i', 'identifier'],
  ['p', 'punctuation'],
  ['b', 'bracket'],
  ['o', 'operator'],
  ['c', 'comment'],
  ['s', 'string'],
  ['_', 'other'],
]);

/** The pairs of a drill over `lines`, classed a letter a character, as `opener>closer` text. */
function pairsOf(lines: string[], classLines: string[]): string[] {
  const { targets } = buildDrillText(lines);
  const classes = targets.map(({ char, line, column }) =>
    char === '\n' ? 'punctuation' : KIND.get(classLines[line]![column]!)!,
  );
  return [...autoClosePairs(targets, classes)].map(
    ([open, close]) => `${targets[open]!.char}@${open}>${targets[close]!.char}@${close}`,
  );
}

describe('autoClosePairs', () => {
  it('pairs nested brackets with their own closers', () => {
    expect(pairsOf(['f(a[1]);'], ['ibibibbp'])).toEqual(['[@3>]@5', '(@1>)@6']);
  });

  it('pairs a brace with its closer lines later', () => {
    expect(pairsOf(['if x {', '  y;', '}'], ['kk_i_b', '  ip', 'b'])).toEqual(['{@5>}@10']);
  });

  it('pairs a string quote with the quote that ends it on its line', () => {
    expect(pairsOf(["x = 'a(b';"], ['i_o_sssssp'])).toEqual(["'@4>'@8"]);
  });

  it('pairs nothing inside strings and comments, nor a closer of another kind', () => {
    expect(pairsOf(['// (x', 'f(]'], ['ccccc', 'ibb'])).toEqual([]);
  });

  it('leaves an unclosed string and an unmatched opener alone', () => {
    expect(pairsOf(["'abc", 'g('], ['ssss', 'ib'])).toEqual([]);
  });
});
