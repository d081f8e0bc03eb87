import { describe, expect, it } from 'vitest';
import { SECOND_STEPS, WHOLE_STEPS, upperBound, wholeTicks } from '@/utils/progress/chartAxes';

describe('chart axes', () => {
  it('steps by whole numbers only', () => {
    for (const step of [...WHOLE_STEPS, ...SECOND_STEPS]) expect(Number.isInteger(step)).toBe(true);
  });

  it('writes each tick as a whole number', () => {
    expect(wholeTicks([0, 25, 50.0000001, 99.6])).toEqual(['0', '25', '50', '100']);
  });

  it('tops a WPM axis at its highest value with headroom, in tens, at least ten', () => {
    expect(upperBound(74)).toBe(90);
    expect(upperBound(100)).toBe(110);
    expect(upperBound(3)).toBe(10);
    expect(upperBound(null)).toBe(10);
  });
});
