import { describe, expect, it } from 'vitest';
import { commentTailStart, recallCues } from '@/utils/drill/recallCues';
import type { TokenClass } from '@/utils/highlight/tokenClasses';
import { buildDrillText, typedSequence } from '@/utils/drill/targets';

/**
 * A line and its classes written side by side: each character of `shape` is the class of the
 * character above it ('c' comment, 'k' keyword, 'i' identifier, 'o' operator, 'n' number,
 * 'p' punctuation, ' ' other).
 */
function classed(line: string, shape: string): readonly TokenClass[] {
  const names = new Map<string, TokenClass>([
    ['c', 'comment'],
    ['k', 'keyword'],
    ['i', 'identifier'],
    ['o', 'operator'],
    ['n', 'number'],
    ['p', 'punctuation'],
    ['s', 'string'],
    [' ', 'other'],
  ]);
  expect(shape).toHaveLength(line.length);
  return Array.from(shape, (letter) => names.get(letter)!);
}

const lines = [
  '// Count the odd ones.',
  'let n = 0; // none yet',
  '',
  '  // Each one:',
  '  n += 1;',
  '// done',
];
const classes = [
  classed(lines[0]!, 'cccccccccccccccccccccc'),
  classed(lines[1]!, 'kkk i o np ccccccccccc'),
  [],
  classed(lines[3]!, '  cccccccccccc'),
  classed(lines[4]!, '  i oo np'),
  classed(lines[5]!, 'ccccccc'),
];
const cues = recallCues(lines, classes);

describe('commentTailStart', () => {
  it.each([
    ['a comment line gives all of it', '// note', 'ccccccc', 0],
    ['an indented comment line gives all of it', '  # note', '  cccccc', 0],
    ['code keeps its length', 'x = 1;', 'i o np', 6],
    [
      'a trailing comment and the spaces before it are given',
      'x = 1;  // one',
      'i o np  cccccc',
      6,
    ],
    ['a comment inside the code is typed', 'f(/* a */ b)', 'ipccccccc ip', 12],
    ['a string that looks like a comment is typed', "s = '//'", 'i o ssss', 8],
  ])('%s', (_rule, line, shape, expected) => {
    expect(commentTailStart(line, classed(line, shape))).toBe(expected);
  });
});

describe('recallCues', () => {
  it('types only the code: comment lines are prompts, a trailing comment is given', () => {
    expect(typedSequence(lines, cues)).toBe('let n = 0;\nn += 1;');
  });

  it('starts the caret on the first code line, and Enter there moves past a prompt', () => {
    const { targets, spans } = buildDrillText(lines, cues);
    expect(targets[0]).toEqual({ char: 'l', line: 1, column: 0 });
    expect(targets[10]).toEqual({ char: '\n', line: 1, column: 10 });
    expect(targets[11]).toEqual({ char: 'n', line: 4, column: 2 });
    expect(spans.map((span) => span.end - span.start)).toEqual([0, 11, 0, 0, 7, 0]);
    // A prompt after the last code line leaves no Enter to type: the drill ends at `;`.
    expect(targets.at(-1)).toEqual({ char: ';', line: 4, column: 8 });
    expect(spans.map((span) => span.givenFrom)).toEqual([0, 10, 0, 2, 9, 0]);
  });

  it('hides every typed character but spaces and line ends', () => {
    const text = buildDrillText(lines, cues);
    const shown = text.targets.filter((_, index) => !text.hidden[index]).map((t) => t.char);
    expect(shown).toEqual([' ', ' ', ' ', '\n', ' ', ' ']);
  });

  it('hides nothing and gives nothing without cues, as in type mode', () => {
    const text = buildDrillText(lines);
    expect(text.hidden.every((hidden) => !hidden)).toBe(true);
    expect(typedSequence(lines)).toBe(
      lines
        .filter(Boolean)
        .map((line) => line.trim())
        .join('\n'),
    );
  });
});
