import { describe, expect, it } from 'vitest';
import { badgeText, dueCardCount } from '@/utils/progress/dueBadge';

describe('badgeText', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '99+'],
    [12_345, '99+'],
  ])('shows %s cards due as "%s"', (count, text) => {
    expect(badgeText(count)).toBe(text);
  });
});

describe('dueCardCount', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const card = (due: string) => ({ card: { due: new Date(due) } });
  const schedule = new Map([
    ['javascript/closures', card('2026-11-27T11:00:00Z')],
    ['rust/ownership', card('2026-11-27T12:00:00Z')],
    ['go/maps', card('2026-11-28T12:00:00Z')],
    ['python/my-notes', card('2026-11-01T00:00:00Z')],
  ]);

  it('counts the cards due at or before now in every language', () => {
    expect(dueCardCount(schedule, now)).toBe(3);
  });

  it('leaves out the cards of deleted own snippets', () => {
    expect(dueCardCount(schedule, now, new Set(['python/my-notes']))).toBe(2);
  });
});
