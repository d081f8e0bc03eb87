import { describe, expect, it } from 'vitest';
import { hiddenTargets } from '@/utils/recall/hiding';
import type { RecallLevel } from '@/utils/recall/levels';
import type { TokenClass } from '@/utils/tokenClasses';
import { buildTypingText } from '@/utils/typingTargets';

// Two paragraphs; the classes are written per line, a letter a character:
// k keyword, i identifier, p punctuation, b bracket, o operator, c comment, s string, _ space.
const LINES = ['// make one', 'let x = Box(a);', 'run (x);', '', 'done;'];
const CLASSES = ['cccccccccc', 'kkk_i_o_iiibibp', 'iii_bibp', '', 'iiiip'];
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

const text = buildTypingText(LINES);
const classes = text.targets.map(({ char, line, column }) =>
  char === '\n' ? 'punctuation' : KIND.get(CLASSES[line]![column]!)!,
);

/** The drill's text with each hidden character as `_`, line ends as `/`. */
function shown(level: RecallLevel): string {
  const hidden = hiddenTargets(text, classes, level);
  return text.targets
    .map(({ char }, index) => (hidden[index] ? '_' : char === '\n' ? '/' : char))
    .join('');
}

describe('hiddenTargets', () => {
  it('hides nothing at level 0 and everything at level 4', () => {
    expect(shown(0)).toBe('// make one/let x = Box(a);/run (x);/done;');
    expect(shown(4)).not.toMatch(/[^_]/);
  });

  it('hides keywords at level 1', () => {
    expect(shown(1)).toBe('// make one/___ x = Box(a);/run (x);/done;');
  });

  it('hides the names of calls and types too at level 2, spaces before the ( allowed', () => {
    expect(shown(2)).toBe('// make one/___ x = ___(a);/___ (x);/done;');
  });

  it('hides the last third of each paragraph (at least a line) at level 3, not its comments', () => {
    expect(shown(3)).toBe('// make one/___ x = ___(a);/________/_____');
  });
});
