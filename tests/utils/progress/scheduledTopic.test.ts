import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scheduledTopic } from '@/utils/progress/scheduledTopic';

const topics = ['a', 'b', 'c', 'd'];
const now = 1_000_000;

describe('scheduledTopic', () => {
  it('opens the earliest due topic', () => {
    const due = new Map([
      ['c', now - 50],
      ['b', now - 10],
      ['d', now + 10],
    ]);
    expect(scheduledTopic({ topics, due, now, justFinished: null, chosen: null })).toBe('c');
  });

  it('never the topic just finished, even when it is the most overdue', () => {
    const due = new Map([
      ['c', now - 50],
      ['b', now - 10],
    ]);
    expect(scheduledTopic({ topics, due, now, justFinished: 'c', chosen: null })).toBe('b');
  });

  it('otherwise the first topic never practised, in teaching order', () => {
    const due = new Map([
      ['a', now + 10],
      ['c', now + 5],
    ]);
    expect(scheduledTopic({ topics, due, now, justFinished: 'a', chosen: null })).toBe('b');
  });

  it('otherwise the earliest due of the rest', () => {
    const due = new Map(topics.map((topic, index) => [topic, now + 100 - index]));
    expect(scheduledTopic({ topics, due, now, justFinished: 'd', chosen: null })).toBe('c');
  });

  it('an explicit choice wins over everything', () => {
    const due = new Map([['a', now - 99]]);
    expect(scheduledTopic({ topics, due, now, justFinished: 'b', chosen: 'b' })).toBe('b');
  });

  const input = fc.record({
    count: fc.integer({ min: 1, max: 12 }),
    dueTimes: fc.array(fc.option(fc.integer({ min: now - 1000, max: now + 1000 })), {
      minLength: 12,
      maxLength: 12,
    }),
    finished: fc.nat(11),
    chosen: fc.option(fc.nat(11)),
  });

  it('never offers the topic just finished when another exists (property)', () => {
    fc.assert(
      fc.property(input, ({ count, dueTimes, finished }) => {
        const keys = Array.from({ length: count }, (_, index) => `t${index}`);
        const due = new Map<string, number>();
        keys.forEach((key, index) => {
          const time = dueTimes[index];
          if (time !== null && time !== undefined) due.set(key, time);
        });
        const justFinished = keys[finished % count]!;
        const picked = scheduledTopic({ topics: keys, due, now, justFinished, chosen: null });
        expect(picked).not.toBeNull();
        if (count > 1) expect(picked).not.toBe(justFinished);
      }),
    );
  });

  it('always opens an explicit choice of the language (property)', () => {
    fc.assert(
      fc.property(input, ({ count, dueTimes, finished, chosen }) => {
        const keys = Array.from({ length: count }, (_, index) => `t${index}`);
        const due = new Map(keys.map((key, index) => [key, dueTimes[index] ?? now]));
        const choice = keys[(chosen ?? finished) % count]!;
        const justFinished = keys[finished % count]!;
        expect(scheduledTopic({ topics: keys, due, now, justFinished, chosen: choice })).toBe(
          choice,
        );
      }),
    );
  });
});
