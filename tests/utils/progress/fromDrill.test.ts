import { describe, expect, it } from 'vitest';
import { attemptFromDrill, drillClassTimes, drillMisses } from '@/utils/progress/fromDrill';
import { toStored } from '@/utils/progress/attempt';
import { isStoredAttempt } from '@/utils/progress/schema';
import { createDrillState, drillReducer, type DrillState } from '@/utils/drill/reducer';
import { buildDrillText } from '@/utils/drill/targets';

const { targets } = buildDrillText(['f(a);']);
// Brackets are the class of '(' and ')'; everything else is an identifier here.
const classAt = (index: number) => ('()'.includes(targets[index]!.char) ? 'bracket' : 'identifier');

function type(keys: [string, number][]): DrillState {
  let state = createDrillState(targets, { onWrongKey: 'move-on' });
  for (const [char, time] of keys) {
    state =
      char === '\b'
        ? drillReducer(state, { type: 'backspace', word: false, time })
        : drillReducer(state, { type: 'type', char, time });
  }
  return state;
}

const drill = type([
  ['f', 0],
  ['[', 100],
  ['\b', 200],
  ['(', 300],
  ['a', 400],
  [']', 600],
  ['\b', 700],
  [')', 800],
  [';', 900],
]);

describe('drillMisses', () => {
  it('records each wrong key with what was expected there and its token class', () => {
    expect(drillMisses(drill, classAt)).toEqual([
      { expected: '(', typed: '[', tokenClass: 'bracket' },
      { expected: ')', typed: ']', tokenClass: 'bracket' },
    ]);
  });
});

describe('drillClassTimes', () => {
  it('charges each typed character the time since the key before, by class', () => {
    expect(drillClassTimes(drill, classAt)).toEqual({
      bracket: { chars: 4, ms: 500 },
      identifier: { chars: 2, ms: 200 },
    });
  });
});

describe('attemptFromDrill', () => {
  it('makes a valid attempt record from a finished drill', () => {
    const record = attemptFromDrill(drill, {
      id: '6f1d3a5e-1111-4222-8333-444455556666',
      language: 'javascript',
      topic: 'functions',
      mode: 'recall',
      finishedAt: new Date('2026-11-23T08:00:00Z'),
      classAt,
    });
    expect(isStoredAttempt(toStored(record))).toBe(true);
    expect(record).toMatchObject({
      finishedAt: '2026-11-23T08:00:00.000Z',
      durationMs: 900,
      errors: 2,
      hints: 0,
      accuracy: 0.7143,
    });
    expect(record.misses).toHaveLength(2);
  });
});
