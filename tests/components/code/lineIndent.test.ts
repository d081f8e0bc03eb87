import { describe, expect, it } from 'vitest';
import { lineIndent } from '@/components/code/lineIndent';
import type { Token } from '@/data/types';

const line = (...texts: string[]): Token[] => texts.map((text) => [text, 0] as const);

describe('lineIndent', () => {
  it('measures leading spaces, across tokens', () => {
    expect(lineIndent(line('    ', 'let x = 1;'))).toEqual({ '--indent': '4ch' });
    expect(lineIndent(line('  ', '  return', ' x'))).toEqual({ '--indent': '4ch' });
  });

  it('takes a tab to its next stop of four columns', () => {
    expect(lineIndent(line('\t\tcount++'))).toEqual({ '--indent': '8ch' });
    expect(lineIndent(line('  \tx'))).toEqual({ '--indent': '4ch' });
  });

  it('gives nothing for a line at the edge, blank or of whitespace only', () => {
    expect(lineIndent(line('func main() {'))).toBeUndefined();
    expect(lineIndent([])).toBeUndefined();
    expect(lineIndent(line('    '))).toBeUndefined();
  });
});
