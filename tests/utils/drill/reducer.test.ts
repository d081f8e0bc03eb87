import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDrillState, drillReducer, type DrillRules } from '@/utils/drill/reducer';
import { drillStats } from '@/utils/drill/stats';
import { buildDrillText, typedSequence } from '@/utils/drill/targets';
import { run } from './typeKeys';

const MOVE_ON: DrillRules = { onWrongKey: 'move-on' };

const typedText = typedSequence;

describe('buildDrillText', () => {
  it.each([
    ['indentation and trailing spaces are not typed', ['if x:', '    y()  '], 'if x:\ny()'],
    ['runs of blank lines are skipped', ['a', '', '   ', '', 'b'], 'a\nb'],
    ['alignment spaces inside a line are typed', ['x   = 1', 'yy  = 2'], 'x   = 1\nyy  = 2'],
    ['trailing blank lines type nothing', ['a', 'b', ''], 'a\nb'],
    ['a leading blank line types nothing', ['', '  a'], 'a'],
    ['tab indentation is not typed', ['func f() {', '\treturn', '}'], 'func f() {\nreturn\n}'],
  ])('%s', (_rule, lines, expected) => {
    expect(typedText(lines)).toBe(expected);
  });

  it('maps each typed character to its line and column', () => {
    const { targets, spans } = buildDrillText(['a', '', '  bc']);
    expect(targets).toEqual([
      { char: 'a', line: 0, column: 0 },
      { char: '\n', line: 0, column: 1 },
      { char: 'b', line: 2, column: 2 },
      { char: 'c', line: 2, column: 3 },
    ]);
    expect(spans).toEqual([
      { start: 0, end: 2, givenFrom: 1 },
      { start: 2, end: 2, givenFrom: 0 },
      { start: 2, end: 4, givenFrom: 4 },
    ]);
  });
});

describe('drillReducer', () => {
  const lines = ['ab', '', '  cd'];

  it.each([
    ['the first character, correct', 'a', 'c', false],
    ['Enter at a line end moves to the next non-blank line', 'ab⏎', 'ccc', false],
    ['Backspace at a line start goes back over the Enter', 'ab⏎⌫', 'cc', false],
    ['Backspace at the very start does nothing', '⌫', '', false],
    ['the last character completes the drill', 'ab⏎cd', 'ccccc', true],
    ['word Backspace deletes back to the word start', 'ab⏎c⌦', 'ccc', false],
    ['word Backspace over a line end deletes the previous word', 'ab⏎⌦', '', false],
  ])('%s', (_rule, keys, marks, finished) => {
    for (const rules of [{}, MOVE_ON]) {
      const state = run(lines, keys, rules);
      expect(state.marks).toBe(marks);
      expect(state.finishedAt !== null).toBe(finished);
    }
  });

  it('ignores keys after completion until a restart, which keeps the rules', () => {
    const done = run(lines, 'ab⏎cd', MOVE_ON);
    expect(drillReducer(done, { type: 'type', char: 'z', time: 9e9 })).toBe(done);
    expect(drillReducer(done, { type: 'restart' })).toEqual(
      createDrillState(done.targets, MOVE_ON),
    );
  });

  it('starts the clock at the first keystroke', () => {
    const state = run(lines, 'a');
    expect(state.startedAt).toBe(1100);
  });
});

describe('On a wrong key: Stop (the default)', () => {
  const lines = ['ab', '', '  cd'];

  it.each([
    ['a wrong first key leaves the caret and starts the clock', 'x', ''],
    ['the right key after it types the character', 'xa', 'c'],
    ['a wrong key at a line end leaves the caret before the Enter', 'abx', 'cc'],
    ['Enter in the middle of a line is a wrong key', 'a⏎', 'c'],
    ['Backspace after a wrong key deletes the character before', 'ax⌫', ''],
    ['a wrong last character leaves the caret on it', 'ab⏎cx', 'cccc'],
  ])('%s', (_rule, keys, marks) => {
    const state = run(lines, keys);
    expect(state.marks).toBe(marks);
    expect(state.startedAt).toBe(1100);
    expect(state.finishedAt).toBeNull();
  });

  it('logs each wrong key where it was typed, an error in every figure', () => {
    const state = run(lines, 'axxb⏎cd');
    expect(state.finishedAt).not.toBeNull();
    expect(state.marks).toBe('ccccc');
    expect(state.log.filter((entry) => entry.kind === 'char' && !entry.correct)).toEqual([
      { time: 1200, kind: 'char', correct: false, at: 1, typed: 'x' },
      { time: 1300, kind: 'char', correct: false, at: 1, typed: 'x' },
    ]);
    const stats = drillStats(state, 0);
    expect(stats.errors).toBe(2);
    expect(stats.accuracy).toBeCloseTo(5 / 7);
  });

  it('completes at the same text whatever wrong keys came between', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[xyz⏎]$/), { maxLength: 5 }), (wrong) => {
        const state = run(lines, `a${wrong.join('')}b⏎cd`);
        expect(state.finishedAt).not.toBeNull();
        expect(state.marks).toBe('ccccc');
        expect(drillStats(state, 0).errors).toBe(wrong.length);
      }),
    );
  });
});

describe('On a wrong key: Move on', () => {
  const lines = ['ab', '', '  cd'];

  it.each([
    ['a wrong key takes the character place', 'x', 'e', false],
    ['a wrong key at a line end takes the newline place', 'abx', 'cce', false],
    ['Backspace corrects the last character', 'ax⌫b', 'cc', false],
    ['completion with an uncorrected error', 'xb⏎cd', 'ecccc', true],
    ['a wrong last character does not complete', 'ab⏎cx', 'cccce', false],
    ['nothing goes past the end while the last is wrong', 'ab⏎cxy', 'cccce', false],
    ['Enter in the middle of a line skips to the next line', 'a⏎', 'cec', false],
    ['Enter at a line start skips the whole line', '⏎cd', 'eeccc', true],
    ['Enter on the last line is one wrong key', 'ab⏎c⏎', 'cccce', false],
  ])('%s', (_rule, keys, marks, finished) => {
    const state = run(lines, keys, MOVE_ON);
    expect(state.marks).toBe(marks);
    expect(state.finishedAt !== null).toBe(finished);
  });

  it('counts each character an Enter skipped as an error', () => {
    const state = run(['let x = 1;', 'y'], 'let⏎y', MOVE_ON);
    expect(state.finishedAt).not.toBeNull();
    // " x = 1;" is skipped: seven errors, each logged where it stood.
    expect(state.marks).toBe(`ccc${'e'.repeat(7)}cc`);
    const wrong = state.log.filter((entry) => entry.kind === 'char' && !entry.correct);
    expect(wrong.map((entry) => (entry.kind === 'char' ? entry.at : -1))).toEqual([
      3, 4, 5, 6, 7, 8, 9,
    ]);
    expect(drillStats(state, 0).errors).toBe(7);
  });

  it('takes a skipped line back with Backspace', () => {
    expect(run(lines, 'a⏎⌫⌫b', MOVE_ON).marks).toBe('cc');
  });
});

describe('comments given (Type comments off)', () => {
  // What recallCues gives: the comment after the code, and a line of comments whole.
  const commented = ['// count', 'n = 1  // one', 'n++'];
  const cues = { typedEnds: [0, 5, 3], hides: () => false };
  const text = buildDrillText(commented, cues);

  it('types only the code: no comment character is a target', () => {
    expect(typedSequence(commented, cues)).toBe('n = 1\nn++');
    expect(text.spans.map((span) => span.givenFrom)).toEqual([0, 5, 3]);
  });

  it('counts the comments in no figure: a drill of the code alone is 100 %', () => {
    let state = createDrillState(text.targets);
    Array.from('n = 1\nn++').forEach((char, index) => {
      state = drillReducer(state, { type: 'type', char, time: 1000 + index * 100 });
    });
    expect(state.finishedAt).not.toBeNull();
    const stats = drillStats(state, 0);
    expect(stats).toMatchObject({ accuracy: 1, errors: 0 });
    expect(stats.wpm).toBeCloseTo(9 / 5 / (800 / 60_000));
  });

  it('under Stop, a key typed as the comment would be is a wrong key at the code', () => {
    let state = createDrillState(text.targets);
    state = drillReducer(state, { type: 'type', char: '/', time: 1000 });
    expect(state.marks).toBe('');
    expect(drillStats(state, 0).errors).toBe(1);
  });
});

describe('drillStats', () => {
  it('derives WPM, raw WPM, accuracy and errors from the log', () => {
    // 10 keystrokes, 1 wrong then corrected: 10 correct characters at the end.
    const state = run(['abcde fghi'], 'abcdx⌫e fghi', MOVE_ON);
    expect(state.finishedAt).not.toBeNull();
    const stats = drillStats(state, 0);
    const minutes = (state.finishedAt! - state.startedAt!) / 60_000;
    expect(stats.errors).toBe(1);
    expect(stats.accuracy).toBeCloseTo(10 / 11);
    expect(stats.wpm).toBeCloseTo(10 / 5 / minutes);
    expect(stats.rawWpm).toBeCloseTo(11 / 5 / minutes);
  });

  it('counts an uncorrected error against accuracy', () => {
    const stats = drillStats(run(['ab'], 'xb', MOVE_ON), 0);
    expect(stats.accuracy).toBe(0.5);
    expect(stats.errors).toBe(1);
  });

  it('falls while the clock runs during a pause', () => {
    const state = run(['abcdef'], 'abc');
    const soon = drillStats(state, state.startedAt! + 1000).wpm;
    const later = drillStats(state, state.startedAt! + 10_000).wpm;
    expect(later).toBeLessThan(soon);
  });

  it('is calm before the first keystroke', () => {
    expect(drillStats(run(['ab'], ''), 5000)).toEqual({
      wpm: 0,
      rawWpm: 0,
      accuracy: 1,
      errors: 0,
      elapsedMs: 0,
      hints: 0,
    });
  });
});

describe('typing engine properties', () => {
  const linesArbitrary = fc.array(fc.stringMatching(/^[ \ta-z(){};=]{0,12}$/), {
    minLength: 1,
    maxLength: 6,
  });
  const keyArbitrary = fc.oneof(
    fc.constantFrom('⏎', '⌫', '⌦', '?', ' '),
    fc.stringMatching(/^[a-z(){};=]$/),
  );

  it('never throws, keeps the caret in range and accuracy within 0..1', () => {
    fc.assert(
      fc.property(linesArbitrary, fc.array(keyArbitrary, { maxLength: 60 }), (lines, keys) => {
        const state = run(lines, keys.join(''));
        expect(state.marks.length).toBeGreaterThanOrEqual(0);
        expect(state.marks.length).toBeLessThanOrEqual(state.targets.length);
        const { accuracy } = drillStats(state, 1e7);
        expect(accuracy).toBeGreaterThanOrEqual(0);
        expect(accuracy).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('completes at 100 % accuracy when the expected sequence is typed', () => {
    fc.assert(
      fc.property(linesArbitrary, (lines) => {
        const text = typedText(lines);
        fc.pre(text.length > 0);
        const state = run(lines, text.replaceAll('\n', '⏎'));
        expect(state.finishedAt).not.toBeNull();
        expect(drillStats(state, 0).accuracy).toBe(1);
      }),
    );
  });
});
