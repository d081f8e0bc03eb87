import { describe, expect, it } from 'vitest';
import { caretRow, changedTargets, targetLook } from '@/utils/drill/lines';
import { createDrillState, drillReducer, type DrillState } from '@/utils/drill/reducer';
import { buildDrillText } from '@/utils/drill/targets';

const lines = ['if (ok) {', '', '  go();', '}'];
const text = buildDrillText(lines);
/** Recall mode: every target but a line end starts hidden. */
const hidden = text.targets.map((target) => target.char !== '\n');

/**
 * The drill after typing these keys ('\n' is Enter, '⌫' Backspace, '?' a hint), under Move
 * on (a wrong key takes its place), everything hidden but the line ends.
 */
function typed(
  keys: string,
  from = createDrillState(text.targets, { hidden, onWrongKey: 'move-on' }),
): DrillState {
  let state = from;
  for (const key of keys) {
    state = drillReducer(
      state,
      key === '⌫'
        ? { type: 'backspace', word: false, time: 0 }
        : key === '?'
          ? { type: 'hint', time: 0 }
          : { type: 'type', char: key, time: 0 },
    );
  }
  return state;
}

/** Each target's look; in recall mode every target but a line end starts hidden. */
const looks = (state: DrillState, recall = false) =>
  text.targets.map((target, index) => targetLook(state, index, recall && target.char !== '\n'));

describe('targetLook', () => {
  it('shows typed characters, marks a wrong key where it was typed, and leaves the rest', () => {
    expect(looks(typed('ix')).slice(0, 3)).toEqual(['typed', 'error', 'pending']);
  });

  it('marks a wrong Enter as an error of the line end', () => {
    const state = typed('if (ok) {x');
    expect(text.targets[9]!.char).toBe('\n');
    expect(targetLook(state, 9, false)).toBe('error');
  });

  it('hides what is not typed in recall mode, and shows a revealed word', () => {
    expect(looks(typed('i'), true).slice(0, 3)).toEqual(['typed', 'hidden', 'hidden']);
    expect(looks(typed('?'), true).slice(0, 3)).toEqual(['revealed', 'revealed', 'hidden']);
  });

  it('shows a word revealed from a line end on the next line', () => {
    const state = typed('if (ok) {?');
    // Enter is next: the hint reveals "go();" on line 2; a line end hides nothing.
    expect(looks(state, true).slice(9, 16)).toEqual([
      'pending',
      'revealed',
      'revealed',
      'revealed',
      'revealed',
      'revealed',
      'pending',
    ]);
  });
});

describe('changedTargets', () => {
  it('is the one typed character for a key, and the one removed for Backspace', () => {
    const before = typed('if');
    expect(changedTargets(before, typed('(', before))).toEqual([2, 3]);
    expect(changedTargets(before, typed('⌫', before))).toEqual([1, 2]);
  });

  it('covers everything typed on a restart, and a revealed word on a hint', () => {
    const before = typed('if (');
    expect(changedTargets(before, drillReducer(before, { type: 'restart' }))).toEqual([0, 4]);
    expect(changedTargets(before, typed('?', before))).toEqual([4, 7]);
  });
});

describe('caretRow', () => {
  it('follows the caret past blank lines and stays on the last row once all is typed', () => {
    expect(caretRow(text, typed(''))).toBe(0);
    expect(caretRow(text, typed('if (ok) {\n'))).toBe(2);
    expect(caretRow(text, typed('if (ok) {\ngo();\n}'))).toBe(3);
  });
});
