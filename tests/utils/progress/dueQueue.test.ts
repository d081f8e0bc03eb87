import { describe, expect, it } from 'vitest';
import { dueQueue } from '@/utils/progress/dueQueue';
import { buildSchedule } from '@/utils/progress/schedule';
import { attempt } from './fixtures';

const DAY = 86_400_000;
const at = (day: number) => new Date(Date.parse('2026-11-01T09:00:00Z') + day * DAY);

describe('dueQueue', () => {
  const schedule = buildSchedule([
    // Card 1 of three of `closures`, drilled on day 0; `arrays` whole on day 2; card 0 later.
    attempt({ topic: 'closures', card: 1, cards: 3, finishedAt: at(0).toISOString() }),
    attempt({ topic: 'arrays', finishedAt: at(2).toISOString() }),
    attempt({ topic: 'closures', card: 0, cards: 3, finishedAt: at(20).toISOString() }),
    attempt({ topic: 'maps', language: 'python', finishedAt: at(0).toISOString() }),
  ]);
  const topics = ['arrays', 'closures', 'maps', 'never'];

  it('lists the cards due, most overdue first, in this language only', () => {
    expect(dueQueue(schedule, 'javascript', topics, at(20).getTime())).toEqual([
      { topic: 'closures', card: 1 },
      { topic: 'arrays', card: 0 },
    ]);
  });

  it('lists nothing before anything falls due', () => {
    expect(dueQueue(schedule, 'javascript', topics, at(0).getTime())).toEqual([]);
  });
});
