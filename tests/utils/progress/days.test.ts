import { describe, expect, it } from 'vitest';
import { dayNumber, dayOfNumber, longDay, monthName, shortDay } from '@/utils/progress/days';

describe('days', () => {
  it('numbers days from a Monday, so whole weeks fall on Mondays', () => {
    expect(dayNumber('1970-01-05')).toBe(0);
    // 2 March 2026 is a Monday.
    expect(dayNumber('2026-03-02') % 7).toBe(0);
    expect(dayNumber('2026-03-03') - dayNumber('2026-02-28')).toBe(3);
  });

  it('turns a day number back into its day, across years and leap days', () => {
    for (const day of ['2024-02-29', '2025-12-31', '2026-01-01', '2026-03-12']) {
      expect(dayOfNumber(dayNumber(day))).toBe(day);
    }
  });

  it('says a day in words', () => {
    expect(longDay('2026-03-12')).toBe('12 March 2026');
    expect(shortDay('2026-03-02')).toBe('2 Mar');
    expect(monthName('2026-12-31')).toBe('Dec');
  });
});
