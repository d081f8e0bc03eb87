import { describe, expect, it } from 'vitest';
import { cardKey } from '@/utils/progress/attempt';
import {
  DUE_SOON_MS,
  LOOKUP_WINDOW_MS,
  foldLookups,
  joinedText,
  lookupCounts,
  lookupJoins,
  recentLookups,
  type Lookup,
} from '@/utils/progress/lookups';
import { buildSchedule, withLookups } from '@/utils/progress/schedule';
import { openingTopic } from '@/utils/progress/opening';
import { dueCount } from '@/utils/progress/due';
import { attempt } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.parse('2026-11-01T10:00:00.000Z');
let next = 0;
const lookup = (at: number, topic = 'closures', language: Lookup['language'] = 'javascript') => {
  next += 1;
  return { id: `lookup-${next}`, language, topic, at: new Date(at).toISOString() };
};
const key = cardKey('javascript', 'closures');

describe('the lookup rule', () => {
  it('makes a topic never drilled due at its second lookup within 30 days', () => {
    const joins = lookupJoins([lookup(start), lookup(start + 29 * DAY)], new Map());
    expect(joins.get(key)).toEqual({ at: start + 29 * DAY, count: 2 });
  });

  it('needs the two lookups within 30 days of each other', () => {
    const apart = [lookup(start), lookup(start + LOOKUP_WINDOW_MS)];
    expect(lookupJoins(apart, new Map()).size).toBe(0);
    expect(lookupJoins([lookup(start)], new Map()).size).toBe(0);
    // A third within 30 days of the second joins there.
    const third = [...apart, lookup(start + LOOKUP_WINDOW_MS + 5 * DAY)];
    expect(lookupJoins(third, new Map()).get(key)?.at).toBe(start + LOOKUP_WINDOW_MS + 5 * DAY);
  });

  it('makes a drilled topic due now when its card was due later than a week on', () => {
    // An Easy recall: the card is due weeks later.
    const drilled = attempt({
      mode: 'recall',
      accuracy: 1,
      errors: 0,
      finishedAt: new Date(start).toISOString(),
    });
    const schedule = buildSchedule([
      drilled,
      { ...drilled, id: 'again', finishedAt: new Date(start + DAY).toISOString() },
    ]);
    const due = schedule.get(key)!.card.due.getTime();
    const at = start + 3 * DAY;
    expect(due).toBeGreaterThan(at + DUE_SOON_MS);
    const joins = lookupJoins([lookup(start + 2 * DAY), lookup(at)], schedule);
    expect(joins.get(key)).toEqual({ at, count: 2 });
    const joined = withLookups(schedule, joins);
    expect(joined.get(key)!.card.due.getTime()).toBe(at);
    // The same reviews: nothing was invented.
    expect(joined.get(key)!.attempts).toBe(schedule.get(key)!.attempts);
    expect(dueCount(joined, 'javascript', ['closures'], at)).toBe(1);
    expect(dueCount(schedule, 'javascript', ['closures'], at)).toBe(0);
  });

  it('leaves a topic due within the week to the schedule', () => {
    // A type drill grades Hard at best: the card is due in days.
    const drilled = attempt({ finishedAt: new Date(start).toISOString() });
    const schedule = buildSchedule([drilled]);
    const due = schedule.get(key)!.card.due.getTime();
    expect(due).toBeLessThanOrEqual(start + 2 * DAY + DUE_SOON_MS);
    expect(lookupJoins([lookup(start + DAY), lookup(start + 2 * DAY)], schedule).size).toBe(0);
  });

  it('counts only the lookups after the last review', () => {
    const drilled = attempt({ finishedAt: new Date(start + 2 * DAY).toISOString() });
    const schedule = buildSchedule([drilled]);
    const before = [lookup(start), lookup(start + DAY)];
    expect(lookupJoins(before, schedule).size).toBe(0);
  });

  it('puts a looked-up topic first where the new tab opens', () => {
    const at = start + DAY;
    const schedule = withLookups(
      new Map(),
      lookupJoins([lookup(start, 'loops'), lookup(at, 'loops')], new Map()),
    );
    const place = openingTopic({
      selection: { language: 'javascript', topic: null },
      topics: ['closures', 'loops'],
      attempts: [],
      schedule,
      now: at + 1,
    });
    expect(place).toEqual({ topic: 'loops', card: 0 });
    expect(schedule.get(cardKey('javascript', 'loops'))!.attempts).toBe(0);
  });

  it('opens on a topic looked up since the place the last new tab chose, not before', () => {
    const at = start + DAY;
    const joins = lookupJoins([lookup(start, 'loops'), lookup(at, 'loops')], new Map());
    const opening = (chosenAt: number) =>
      openingTopic({
        selection: { language: 'javascript', topic: 'closures', chosenAt },
        topics: ['closures', 'loops'],
        attempts: [],
        schedule: withLookups(new Map(), joins),
        now: at + 1,
        joins,
      });
    // A new tab stored Closures as its place before the second lookup: Loops is newer.
    expect(opening(at - 1)).toEqual({ topic: 'loops', card: 0 });
    // Closures chosen after the lookups: the choice wins.
    expect(opening(at + 1)).toEqual({ topic: 'closures', card: 0 });
  });

  it('gives a place the new tab opened on by itself to lookups, whenever they were made', () => {
    const at = start + DAY;
    const joins = lookupJoins([lookup(start, 'loops'), lookup(at, 'loops')], new Map());
    // Another device made the lookups; this one opened a new tab on Closures by itself (no
    // `chosenAt`) before they arrived by sync, a day later.
    const place = openingTopic({
      selection: { language: 'javascript', topic: 'closures' },
      topics: ['closures', 'loops'],
      attempts: [],
      schedule: withLookups(new Map(), joins),
      now: at + DAY,
      joins,
    });
    expect(place).toEqual({ topic: 'loops', card: 0 });
  });

  it('changes nothing without joins (the switch off gives none)', () => {
    const schedule = buildSchedule([attempt()]);
    expect(withLookups(schedule, new Map())).toBe(schedule);
  });
});

describe('lookup counts', () => {
  it('counts a topic per language, and those of the last 30 days', () => {
    const log = [lookup(start), lookup(start + 40 * DAY), lookup(start + 41 * DAY, 'loops')];
    expect(lookupCounts(log).get(key)).toBe(2);
    expect(recentLookups(log, 'javascript', 'closures', start + 45 * DAY)).toBe(1);
    expect(recentLookups(log, 'python', 'closures', start + 45 * DAY)).toBe(0);
  });

  it('says why a topic joined, the month if enough', () => {
    expect(joinedText({ at: 0, count: 3 }, 2)).toMatch(/looked this up 2 times this month/);
    expect(joinedText({ at: 0, count: 3 }, 1)).toMatch(/looked this up 3 times since you last/);
  });

  it('folds a huge log to its newest lookups, saying how many it left', () => {
    const year = Array.from({ length: 36_500 }, (_, index) => lookup(start + index * 864_000));
    const reversed = [...year].reverse();
    const started = performance.now();
    const { kept, dropped } = foldLookups(reversed);
    expect(kept).toHaveLength(10_000);
    expect(dropped).toBe(26_500);
    expect(kept[0]).toEqual(year[26_500]);
    expect(lookupJoins(year, new Map()).size).toBe(1);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
