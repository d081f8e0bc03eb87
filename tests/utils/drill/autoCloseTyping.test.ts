import { describe, expect, it } from 'vitest';
import { drillClassTimes, drillMisses } from '@/utils/progress/fromDrill';
import { targetLook } from '@/utils/drill/lines';
import { createDrillState, drillReducer, type DrillState } from '@/utils/drill/reducer';
import { drillStats } from '@/utils/drill/stats';
import { buildDrillText } from '@/utils/drill/targets';

// `f(a[0]);` then `g()`: the opener at 1 closes at 6, the one at 3 at 5, the one at 10 at 11.
const { targets } = buildDrillText(['f(a[0]);', 'g()']);
const CLOSERS = new Map([
  [1, 6],
  [3, 5],
  [10, 11],
]);

/** Types `keys` ('⌫' Backspace, '⏎' Enter) at 100 ms a key, auto-close on, under Move on. */
function run(
  keys: string,
  from = createDrillState(targets, { closers: CLOSERS, onWrongKey: 'move-on' }),
): DrillState {
  let state = from;
  let time = 1000;
  for (const key of keys) {
    time += 100;
    state = drillReducer(
      state,
      key === '⌫'
        ? { type: 'backspace', word: false, time }
        : { type: 'type', char: key === '⏎' ? '\n' : key, time },
    );
  }
  return state;
}

describe('auto-close in the drill', () => {
  // Each row: the keys typed, the marks, the closers filled still to be typed over.
  it.each([
    ['f', 'c', []],
    ['f(', 'cc', [6]],
    ['f(a[', 'cccc', [6, 5]],
    ['f(a[0]', 'ccccc' + 'f', [6, 5]],
    ['f(a[0])', 'cccccff', [6, 5]],
    ['f(a[0]x', 'ccccc' + 'fe', [6, 5]],
    ['f(a[⌫', 'ccc', [6]],
    ['f(⌫⌫', '', []],
  ])('typing %j marks %j with closers %j filled', (keys, marks, filled) => {
    const state = run(keys);
    expect(state.marks).toBe(marks);
    expect([...state.filled].sort()).toEqual([...filled].sort());
  });

  it('shows a filled closer ahead of the caret, and as typed once typed over', () => {
    expect(targetLook(run('f(a['), 6, true)).toBe('filled');
    expect(targetLook(run('f(a['), 5, false)).toBe('filled');
    expect(targetLook(run('f(a[0]'), 5, true)).toBe('typed');
    expect(targetLook(run('f'), 6, false)).toBe('pending');
  });

  it('counts a typed-over closer in no figure, and finishes at 100 %', () => {
    const done = run('f(a[0]);⏎g()');
    expect(done.finishedAt).not.toBeNull();
    const stats = drillStats(done, done.finishedAt!);
    expect(stats.accuracy).toBe(1);
    expect(stats.errors).toBe(0);
    // Nine keys of twelve were the user's: the three closers were filled in.
    const plain = run('f(a[0]);⏎g()', createDrillState(targets));
    expect(stats.wpm).toBeCloseTo((drillStats(plain, plain.finishedAt!).wpm * 9) / 12, 5);
    // Time is charged to each key after the first: eight of the user's, eleven without.
    expect(drillClassTimes(done, () => 'bracket').bracket?.chars).toBe(8);
    expect(drillClassTimes(plain, () => 'bracket').bracket?.chars).toBe(11);
    expect(drillMisses(done, () => 'bracket')).toEqual([]);
  });

  it('keeps its closers across a restart', () => {
    const restarted = drillReducer(run('f('), { type: 'restart' });
    expect(restarted.closers).toBe(CLOSERS);
    expect(restarted.filled.size).toBe(0);
  });
});
