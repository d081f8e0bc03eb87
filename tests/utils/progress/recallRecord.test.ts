import { describe, expect, it } from 'vitest';
import { toStored } from '@/utils/progress/attempt';
import { drillMisses, recalledKeys } from '@/utils/progress/fromDrill';
import { isStoredAttempt } from '@/utils/progress/schema';
import { createDrillState, drillReducer } from '@/utils/drill/reducer';
import { buildDrillText } from '@/utils/drill/targets';
import { attempt } from './fixtures';

// `let x;` with `let` hidden (a level 1 drill): `lxt`, two Backspaces, then `et x;`.
const { targets } = buildDrillText(['let x;']);
const hidden = targets.map((_, index) => index < 3);
let state = createDrillState(targets, { onWrongKey: 'move-on' });
for (const [index, key] of ['l', 'x', 't', '⌫', '⌫', 'e', 't', ' ', 'x', ';'].entries()) {
  const time = 1000 + index * 200;
  state = drillReducer(
    state,
    key === '⌫' ? { type: 'backspace', word: false, time } : { type: 'type', char: key, time },
  );
}

describe('a drill at a recall level, as recorded', () => {
  it('marks the misses on hidden characters as recall misses', () => {
    expect(drillMisses(state, () => 'keyword', hidden)).toEqual([
      { expected: 'e', typed: 'x', tokenClass: 'keyword', recall: true },
    ]);
    expect(drillMisses(state, () => 'keyword')).toEqual([
      { expected: 'e', typed: 'x', tokenClass: 'keyword' },
    ]);
  });

  it('counts the keys typed on hidden characters and the wrong ones', () => {
    expect(recalledKeys(state, hidden)).toEqual({ keys: 5, errors: 1 });
  });

  it('stores a level, the keys on hidden characters and a recall miss', () => {
    const recorded = attempt({
      mode: 'recall',
      level: 2,
      recalled: { keys: 5, errors: 1 },
      misses: [{ expected: 'e', typed: 'x', tokenClass: 'keyword', recall: true }],
    });
    expect(isStoredAttempt(toStored(recorded))).toBe(true);
    expect(isStoredAttempt(toStored({ ...recorded, level: 5 as never }))).toBe(false);
    expect(isStoredAttempt(toStored({ ...recorded, recalled: { keys: 1, errors: 2 } }))).toBe(
      false,
    );
  });
});
