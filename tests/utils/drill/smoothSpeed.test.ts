import { describe, expect, it } from 'vitest';
import type { SpeedPoint } from '@/utils/drill/speed';
import { smoothSpeed } from '@/utils/drill/smoothSpeed';

const point = (second: number, wpm: number, errors = 0): SpeedPoint => ({
  second,
  wpm,
  rawWpm: wpm + 12,
  errors,
});

describe('smoothSpeed', () => {
  it('averages each second with two either side, fewer at the ends', () => {
    const points = [60, 120, 60, 120, 60, 120].map((wpm, index) => point(index + 1, wpm));
    expect(smoothSpeed(points).map((each) => each.wpm)).toEqual([80, 90, 84, 96, 90, 100]);
    expect(smoothSpeed(points).map((each) => each.rawWpm)).toEqual([92, 102, 96, 108, 102, 112]);
  });

  it('keeps each second and its errors where they were', () => {
    const points = [point(1, 50), point(2, 70, 2), point(3, 60)];
    expect(smoothSpeed(points).map(({ second, errors }) => [second, errors])).toEqual([
      [1, 0],
      [2, 2],
      [3, 0],
    ]);
  });

  it('leaves a steady pace as it is', () => {
    const points = [1, 2, 3, 4].map((second) => point(second, 72));
    expect(smoothSpeed(points)).toEqual(points);
  });
});
