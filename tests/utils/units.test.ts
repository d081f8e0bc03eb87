import { describe, expect, it } from 'vitest';
import {
  clock,
  keyName,
  percent,
  plural,
  signedChange,
  whole,
  wordsAt,
  wordsPerMinute,
  wpm,
} from '@/utils/units';

describe('wordsPerMinute', () => {
  it.each([
    [50, 60_000, 10],
    [25, 30_000, 10],
    [5, 1_000, 60],
    [10, 0, 0],
    [10, -5, 0],
  ])('%i characters in %i ms is %d WPM', (chars, ms, wpm) => {
    expect(wordsPerMinute(chars, ms)).toBeCloseTo(wpm);
  });

  it('is undone by wordsAt', () => {
    expect(wordsAt(wordsPerMinute(120, 45_000), 45_000)).toBeCloseTo(24);
  });
});

describe('plural, clock, percent, keyName', () => {
  it.each([
    [0, 'days'],
    [1, 'day'],
    [2, 'days'],
  ])('%i day(s)', (count, noun) => {
    expect(plural(count, 'day')).toBe(`${count} ${noun}`);
  });

  it('takes a plural that is not the noun and s', () => {
    expect([1, 3].map((count) => plural(count, 'miss', 'misses'))).toEqual(['1 miss', '3 misses']);
    expect(plural(1, 'was', 'were')).toBe('1 was');
  });

  it('writes a large count with thousands separators', () => {
    expect(plural(200_000, 'new attempt')).toBe('200,000 new attempts');
    expect(plural(1, 'new attempt')).toBe('1 new attempt');
  });

  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [75, '1:15'],
    [600, '10:00'],
  ])('clock(%d) is %s', (seconds, text) => {
    expect(clock(seconds)).toBe(text);
  });

  it('writes rates as percentages and names white-space keys', () => {
    expect(percent(0.125, 1)).toBe('12.5%');
    expect(percent(0.97)).toBe('97%');
    expect([keyName('\n'), keyName(' '), keyName('{')]).toEqual(['Enter', 'Space', '{']);
  });
});

describe('one number format', () => {
  it.each([
    [5942, '5,942'],
    [0.4, '0'],
    [-0.4, '0'],
    [-0, '0'],
    [1234567.5, '1,234,568'],
    [-3.6, '-4'],
  ])('writes %d as %s', (value, shown) => {
    expect(whole(value)).toBe(shown);
  });

  it('rounds WPM from the tenth the log keeps, so a drill reads the same everywhere', () => {
    // 161.46 is kept as 161.5 (utils/progress/fromDrill.ts): both read 162.
    expect(wpm(161.46)).toBe('162');
    expect(wpm(161.5)).toBe('162');
    expect(wpm(161.44)).toBe('161');
    expect(wpm(1234.4)).toBe('1,234');
  });

  it('signs a change with a true minus, and has none under 1', () => {
    expect(signedChange(3.2)).toBe('+3');
    expect(signedChange(-2.6)).toBe('−3');
    expect(signedChange(-0.4)).toBeNull();
    expect(signedChange(0.49)).toBeNull();
    expect(signedChange(1500)).toBe('+1,500');
  });

  it('groups the counts it names', () => {
    expect(plural(6000, 'attempt')).toBe('6,000 attempts');
  });
});
