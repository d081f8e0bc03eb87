import { describe, expect, it } from 'vitest';
import { levelHides } from '@/utils/drill/recall/hiding';
import type { RecallLevel } from '@/utils/drill/recall/levels';
import type { TokenClass } from '@/utils/highlight/tokenClasses';
import { buildDrillText } from '@/utils/drill/targets';

// Two paragraphs; the classes are written per line, a letter a character:
// k keyword, i identifier, p punctuation, b bracket, o operator, c comment, _ space.
const LINES = ['// make one', 'let x = Box(a);', 'run (x);', '', 'done;'];
const SHAPES = ['ccccccccccc', 'kkk_i_o_iiibibp', 'iii_bibp', '', 'iiiip'];
const KIND = new Map<string, TokenClass>([
  ['k', 'keyword'],
  ['i', 'identifier'],
  ['p', 'punctuation'],
  ['b', 'bracket'],
  ['o', 'operator'],
  ['c', 'comment'],
  ['_', 'other'],
]);
const CLASSES = SHAPES.map((shape) => Array.from(shape, (letter) => KIND.get(letter)!));

/** The drill's text with each hidden character as `_`, line ends as `/`. */
function shown(level: RecallLevel): string {
  const hides = levelHides(LINES, CLASSES, level);
  return buildDrillText(LINES)
    .targets.map((target) => (hides(target) ? '_' : target.char === '\n' ? '/' : target.char))
    .join('');
}

describe('levelHides', () => {
  it('hides nothing at level 0', () => {
    expect(shown(0)).toBe('// make one/let x = Box(a);/run (x);/done;');
  });

  it('hides keywords at level 1', () => {
    expect(shown(1)).toBe('// make one/___ x = Box(a);/run (x);/done;');
  });

  it('hides the names of calls and types too at level 2, spaces before the ( allowed', () => {
    expect(shown(2)).toBe('// make one/___ x = ___(a);/___ (x);/done;');
  });

  it('hides the last third of each paragraph (at least a line) at level 3', () => {
    expect(shown(3)).toBe('// make one/___ x = ___(a);/___ ____/_____');
  });

  it('hides all but spaces, line ends and comments at level 4', () => {
    expect(shown(4)).toBe('// make one/___ _ _ _______/___ ____/_____');
  });
});
