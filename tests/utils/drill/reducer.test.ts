import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createDrillState,
  drillReducer,
  type DrillAction,
  type DrillState,
} from '@/utils/drill/reducer';
import { drillStats } from '@/utils/drill/stats';
import { buildDrillText, typedSequence } from '@/utils/drill/targets';

/** Types a sequence: '⏎' is Enter, '⌫' Backspace, '⌦' word Backspace, '?' a hint. */
function run(lines: string[], keys: string): DrillState {
  let state = createDrillState(buildDrillText(lines).targets);
  let time = 1000;
  for (const key of keys) {
    time += 100;
    const action: DrillAction =
      key === '⌫'
        ? { type: 'backspace', word: false, time }
        : key === '⌦'
          ? { type: 'backspace', word: true, time }
          : key === '?'
            ? { type: 'hint', time }
            : { type: 'type', char: key === '⏎' ? '\n' : key, time };
    state = drillReducer(state, action);
  }
  return state;
}

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
    ['the first character, wrong', 'x', 'e', false],
    ['Enter at a line end moves to the next non-blank line', 'ab⏎', 'ccc', false],
    ['a wrong key at a line end takes the newline place', 'abx', 'cce', false],
    ['Enter in the middle of a line is an error', 'a⏎', 'ce', false],
    ['Backspace corrects the last character', 'ax⌫b', 'cc', false],
    ['Backspace at a line start goes back over the Enter', 'ab⏎⌫', 'cc', false],
    ['Backspace at the very start does nothing', '⌫', '', false],
    ['the last character completes the drill', 'ab⏎cd', 'ccccc', true],
    ['completion with an uncorrected error', 'xb⏎cd', 'ecccc', true],
    ['a wrong last character does not complete', 'ab⏎cx', 'cccce', false],
    ['nothing goes past the end while the last is wrong', 'ab⏎cxy', 'cccce', false],
    ['word Backspace deletes back to the word start', 'ab⏎c⌦', 'ccc', false],
    ['word Backspace over a line end deletes the previous word', 'ab⏎⌦', '', false],
  ])('%s', (_rule, keys, marks, finished) => {
    const state = run(lines, keys);
    expect(state.marks).toBe(marks);
    expect(state.finishedAt !== null).toBe(finished);
  });

  it('ignores keys after completion until a restart', () => {
    const done = run(lines, 'ab⏎cd');
    expect(drillReducer(done, { type: 'type', char: 'z', time: 9e9 })).toBe(done);
    expect(drillReducer(done, { type: 'restart' })).toEqual(createDrillState(done.targets));
  });

  it('starts the clock at the first keystroke', () => {
    const state = run(lines, 'a');
    expect(state.startedAt).toBe(1100);
  });

  it('reveals the next word on a hint and counts it', () => {
    const state = run(['let total = 0'], 'l?');
    expect(state.revealedUntil).toBe(3);
    expect(state.hints).toBe(1);
    const again = run(['let total = 0'], 'l??');
    expect(again.revealedUntil).toBe('let total'.length);
    expect(again.hints).toBe(2);
  });
});

describe('drillStats', () => {
  it('derives WPM, raw WPM, accuracy and errors from the log', () => {
    // 10 keystrokes, 1 wrong then corrected: 10 correct characters at the end.
    const state = run(['abcde fghi'], 'abcdx⌫e fghi');
    expect(state.finishedAt).not.toBeNull();
    const stats = drillStats(state, 0);
    const minutes = (state.finishedAt! - state.startedAt!) / 60_000;
    expect(stats.errors).toBe(1);
    expect(stats.accuracy).toBeCloseTo(10 / 11);
    expect(stats.wpm).toBeCloseTo(10 / 5 / minutes);
    expect(stats.rawWpm).toBeCloseTo(11 / 5 / minutes);
  });

  it('counts an uncorrected error against accuracy', () => {
    const stats = drillStats(run(['ab'], 'xb'), 0);
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
