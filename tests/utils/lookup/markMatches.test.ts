import { describe, expect, it } from 'vitest';
import { markMatches } from '@/utils/lookup/markMatches';

describe('markMatches', () => {
  it('marks every case-insensitive occurrence of the terms', () => {
    expect(markMatches('Closures and Close Calls', ['clos'])).toEqual([
      { text: 'Clos', marked: true },
      { text: 'ures and ', marked: false },
      { text: 'Clos', marked: true },
      { text: 'e Calls', marked: false },
    ]);
  });

  it('prefers the longest term and escapes regex characters', () => {
    expect(markMatches('C++ (move)', ['c++', 'c'])).toEqual([
      { text: 'C++', marked: true },
      { text: ' (move)', marked: false },
    ]);
  });

  it('returns the text unmarked without terms', () => {
    expect(markMatches('Maps', [])).toEqual([{ text: 'Maps', marked: false }]);
  });
});
