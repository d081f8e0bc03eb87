import { describe, expect, it } from 'vitest';
import { createDrillState, drillReducer, type DrillAction } from '@/utils/drill/reducer';
import { recallShare } from '@/utils/drill/recall/share';
import { buildDrillText } from '@/utils/drill/targets';

// "let x = 1": the targets are l e t ␠ x ␠ = ␠ 1; the keyword `let` (0..2) and `x` (4) hidden.
const targets = buildDrillText(['let x = 1']).targets;
const hidden = [true, true, true, false, true, false, false, false, false];

function run(actions: DrillAction[]) {
  return actions.reduce(drillReducer, createDrillState(targets, { hidden }));
}
const type = (text: string, time = 0): DrillAction[] =>
  Array.from(text, (char) => ({ type: 'type', char, time }));

describe('recallShare', () => {
  it('counts every hidden character typed right at the first key', () => {
    expect(recallShare(run(type('let x = 1')), hidden)).toEqual({ recalled: 4, hidden: 4 });
  });

  it('does not count a hidden character whose first key was wrong, even put right', () => {
    // On a wrong key the caret stays (Stop): the right `e` after the `z` is not recalled.
    const state = run([...type('lz'), ...type('et x = 1')]);
    expect(recallShare(state, hidden)).toEqual({ recalled: 3, hidden: 4 });
  });

  it('does not count what a hint showed before it was typed', () => {
    // The hint shows `let`; `x` is still recalled.
    const state = run([{ type: 'hint', time: 0 }, ...type('let x = 1')]);
    expect(recallShare(state, hidden)).toEqual({ recalled: 1, hidden: 4 });
  });

  it('counts nothing hidden at level 0', () => {
    expect(recallShare(run(type('let x = 1')), [])).toEqual({ recalled: 0, hidden: 0 });
  });
});
