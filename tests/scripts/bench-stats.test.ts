// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { median, percentile } from '@/scripts/bench/stats';

describe('median', () => {
  it('is the one value of one', () => {
    expect(median([7])).toBe(7);
  });

  it('is the middle value of an odd count, in any order', () => {
    expect(median([9, 1, 5, 3, 7])).toBe(5);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('sorts numbers as numbers, not as text', () => {
    expect(median([10, 9, 100])).toBe(10);
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('refuses no values', () => {
    expect(() => median([])).toThrow('median of no values');
  });
});

describe('percentile', () => {
  const twenty = Array.from({ length: 20 }, (_, index) => 20 - index);

  it('is the one value of one, at any percentile', () => {
    expect([0, 50, 95, 100].map((p) => percentile([4.5], p))).toEqual([4.5, 4.5, 4.5, 4.5]);
  });

  it('takes the 19th smallest of 20 values as the p95', () => {
    expect(percentile(twenty, 95)).toBe(19);
  });

  it('takes the 10th smallest of 20 values as the p50, the lower of the middle two', () => {
    expect(percentile(twenty, 50)).toBe(10);
  });

  it('rounds a rank up: the p91 of 10 values (rank 9.1) is the 10th', () => {
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 91)).toBe(10);
  });

  it('is the smallest value at p0 and the largest at p100', () => {
    expect(percentile(twenty, 0)).toBe(1);
    expect(percentile(twenty, 100)).toBe(20);
  });

  it('sorts numbers as numbers, not as text', () => {
    expect(percentile([100, 9, 10], 50)).toBe(10);
  });

  it('refuses no values and a percentile outside 0 to 100', () => {
    expect(() => percentile([], 95)).toThrow('percentile of no values');
    expect(() => percentile([1], 101)).toThrow('not between 0 and 100');
  });
});
