import { describe, expect, it } from 'vitest';
import { attemptFromDrill, type DrillFacts } from '@/utils/progress/fromDrill';
import {
  FASTEST_WPM,
  SCRIPTED_MEDIAN_GAP_MS,
  implausibleReason,
  isImplausible,
  medianGap,
} from '@/utils/progress/implausible';
import { createDrillState, drillReducer } from '@/utils/drill/reducer';
import { buildDrillText } from '@/utils/drill/targets';

/** Key times `gap` ms apart, `count` keys from 1000 ms. */
const keysEvery = (gap: number, count = 40) =>
  Array.from({ length: count }, (_, i) => 1000 + i * gap);

describe('isImplausible', () => {
  it.each([
    [249, false],
    [250, false],
    [250.05, true],
    [251, true],
    [1040, true],
  ])('at %s WPM with a human rhythm: %s', (wpm, marked) => {
    expect(FASTEST_WPM).toBe(250);
    expect(isImplausible(wpm, keysEvery(120))).toBe(marked);
  });

  it.each([
    [14, true],
    [14.9, true],
    [15, false],
    [16, false],
  ])('with keys %s ms apart at 60 WPM: %s', (gap, marked) => {
    expect(SCRIPTED_MEDIAN_GAP_MS).toBe(15);
    expect(isImplausible(60, keysEvery(gap))).toBe(marked);
  });

  it('looks at the median gap: a script that pauses between lines is still a script', () => {
    // 30 keys 2 ms apart, then a 5-second pause, ten times over: slow on average, not a person.
    const times = Array.from({ length: 300 }, (_, i) => i * 2 + Math.floor(i / 30) * 5000);
    expect(medianGap(times)).toBe(2);
    expect(isImplausible(40, times)).toBe(true);
  });

  it('lets a person roll over a few keys', () => {
    // A burst of near-simultaneous keys among ordinary gaps.
    const times = [0, 5, 10, 120, 240, 250, 370, 490, 500, 620, 740, 860, 980];
    expect(isImplausible(90, times)).toBe(false);
  });

  it('says nothing of the rhythm with fewer than ten gaps', () => {
    expect(medianGap(keysEvery(1, 10))).toBeNull();
    expect(medianGap(keysEvery(1, 11))).toBe(1);
    expect(isImplausible(100, keysEvery(1, 10))).toBe(false);
  });
});

describe('implausibleReason', () => {
  it('names the speed when it is the speed, and the keys otherwise', () => {
    expect(implausibleReason(1040.4)).toBe(
      'Not counted as a best: 1,040 WPM is faster than anyone types.',
    );
    expect(implausibleReason(120)).toBe(
      'Not counted as a best: the keys came faster than anyone types them.',
    );
  });
});

describe('attemptFromDrill marks implausible runs', () => {
  const lines = ['const total = values.reduce((sum, value) => sum + value, 0);'];
  const { targets } = buildDrillText(lines);
  const facts: DrillFacts = {
    id: 'a',
    language: 'javascript',
    topic: 'arrays',
    mode: 'type',
    finishedAt: new Date('2026-11-23T08:00:00Z'),
    classAt: () => 'other',
  };
  const typedEvery = (gap: number) =>
    targets.reduce(
      (state, target, index) =>
        drillReducer(state, { type: 'type', char: target.char, time: 1000 + index * gap }),
      createDrillState(targets),
    );

  it('marks a drill typed by a script', () => {
    expect(attemptFromDrill(typedEvery(2), facts).implausible).toBe(true);
  });

  it('leaves the field out of a drill a person could type', () => {
    expect(attemptFromDrill(typedEvery(110), facts)).not.toHaveProperty('implausible');
  });
});
