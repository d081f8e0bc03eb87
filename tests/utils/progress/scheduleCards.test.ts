import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardKey } from '@/utils/progress/attempt';
import { openingTopic } from '@/utils/progress/opening';
import { buildSchedule, cardReviews, withAttempt } from '@/utils/progress/schedule';
import { cardReview, dueCards, topicLevel } from '@/utils/progress/topicReview';
import { recallLevel } from '@/utils/drill/recall/levels';
import { attempt } from './fixtures';

const day = 24 * 60 * 60 * 1000;
const start = Date.parse('2026-11-01T10:00:00Z');
const on = (days: number) => new Date(start + days * day).toISOString();
const good = { accuracy: 1, errors: 0, mode: 'recall' as const };
const key = cardKey('javascript', 'closures');

describe('one FSRS card per (language, topic, card)', () => {
  it('counts a record without a card (old records, whole-topic drills) for every card', () => {
    const whole = [
      attempt({ ...good, finishedAt: on(0) }),
      attempt({ ...good, finishedAt: on(3) }),
    ];
    const card = attempt({ ...good, card: 1, cards: 3, finishedAt: on(10) });
    const schedule = buildSchedule([...whole, card]);
    const onlyWhole = buildSchedule(whole).get(key)!;
    const reviews = cardReviews(schedule.get(key)!);
    expect(reviews).toHaveLength(3);
    // Cards 1 and 3 were reviewed only by the whole-topic drills; card 2 by those and its own.
    expect(reviews[0]).toEqual(onlyWhole.whole);
    expect(reviews[2]).toEqual(onlyWhole.whole);
    expect(reviews[1]!.attempts).toBe(3);
    expect(reviews[1]).toEqual(
      buildSchedule([...whole, attempt({ ...good, finishedAt: on(10) })]).get(key)!.whole,
    );
  });

  it('gives a later whole-topic drill to every card, drilled alone or not', () => {
    const log = [
      attempt({ ...good, card: 0, cards: 2, finishedAt: on(0) }),
      attempt({ ...good, finishedAt: on(2) }),
    ];
    const [first, second] = cardReviews(buildSchedule(log).get(key)!);
    expect(first!.attempts).toBe(2);
    expect(second!.attempts).toBe(1);
  });

  it('leaves a card never reviewed new: at level 0, not due, and the topic at its lowest', () => {
    const schedule = buildSchedule([attempt({ ...good, card: 0, cards: 2, finishedAt: on(0) })]);
    expect(cardReview(schedule, 'javascript', 'closures', 1)).toBeNull();
    expect(topicLevel(schedule.get(key))).toBe(0);
    expect(dueCards(schedule.get(key), start + 365 * day)).toEqual({ due: 1, of: 2 });
  });

  it('sums a topic up by its first card due', () => {
    const log = [
      attempt({ ...good, finishedAt: on(0) }),
      attempt({ ...good, card: 0, cards: 2, finishedAt: on(5) }),
    ];
    const entry = buildSchedule(log).get(key)!;
    const [first, second] = cardReviews(entry);
    expect(entry.card.due).toEqual(
      first!.card.due < second!.card.due ? first!.card.due : second!.card.due,
    );
    expect(topicLevel(entry)).toBe(Math.min(recallLevel(first!.card), recallLevel(second!.card)));
  });

  it('updates by one attempt as a replay of the whole log does', () => {
    const drill = fc.record({
      card: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
      days: fc.integer({ min: 0, max: 60 }),
      accuracy: fc.constantFrom(0.5, 0.85, 0.97, 1),
    });
    fc.assert(
      fc.property(fc.array(drill, { minLength: 1, maxLength: 12 }), (drills) => {
        const log = drills
          .sort((a, b) => a.days - b.days)
          .map(({ card, days, accuracy }) =>
            attempt({
              accuracy,
              finishedAt: on(days),
              ...(card === undefined ? {} : { card, cards: 3 }),
            }),
          );
        const latest = log.at(-1)!;
        expect(withAttempt(buildSchedule(log.slice(0, -1)), latest)).toEqual(buildSchedule(log));
      }),
    );
  });
});

describe('openingTopic with cards', () => {
  const topics = ['closures', 'loops', 'maps'];
  const selection = { language: 'javascript' as const, topic: null };

  it('opens on the most overdue card, never the one just finished', () => {
    const attempts = [
      attempt({ ...good, topic: 'loops', card: 1, cards: 2, finishedAt: on(0) }),
      attempt({ ...good, topic: 'loops', card: 0, cards: 2, finishedAt: on(1) }),
      attempt({ ...good, topic: 'closures', finishedAt: on(2) }),
      attempt({ ...good, topic: 'maps', finishedAt: on(3) }),
    ];
    const schedule = buildSchedule(attempts);
    const input = { selection, topics, attempts, schedule, now: start + 300 * day };
    expect(openingTopic(input)).toEqual({ topic: 'loops', card: 1 });
    const finished = attempt({ ...good, topic: 'loops', card: 1, cards: 2, finishedAt: on(4) });
    const after = [...attempts, finished];
    expect(openingTopic({ ...input, attempts: after, schedule: buildSchedule(after) })).toEqual({
      topic: 'loops',
      card: 0,
    });
  });

  it('opens on a card the user chose since the last drill', () => {
    const attempts = [attempt({ ...good, topic: 'maps', card: 0, cards: 3, finishedAt: on(0) })];
    const chosen = { language: 'javascript' as const, topic: 'maps', card: 2 };
    const schedule = buildSchedule(attempts);
    const now = start + day;
    expect(openingTopic({ selection: chosen, topics, attempts, schedule, now })).toEqual({
      topic: 'maps',
      card: 2,
    });
    // The card just finished is no choice: the next card never drilled opens.
    const finished = { ...chosen, card: 0 };
    expect(openingTopic({ selection: finished, topics, attempts, schedule, now })).toEqual({
      topic: 'closures',
      card: 0,
    });
  });

  it('never opens on a topic with nothing to type, though overdue, unless chosen (item 14)', () => {
    const notes = 'my-notes';
    const attempts = [
      attempt({ ...good, topic: notes, finishedAt: on(0) }),
      attempt({ ...good, topic: 'loops', finishedAt: on(1) }),
      attempt({ ...good, topic: 'closures', finishedAt: on(2) }),
    ];
    const input = {
      selection: { language: 'javascript' as const, topic: 'closures' },
      topics: [...topics, notes],
      attempts,
      schedule: buildSchedule(attempts),
      now: start + 300 * day,
    };
    expect(openingTopic(input)?.topic).toBe(notes);
    const untyped = new Set([notes]);
    expect(openingTopic({ ...input, untyped })?.topic).toBe('loops');
    const chosen = { language: 'javascript' as const, topic: notes, chosenAt: start + 3 * day };
    expect(openingTopic({ ...input, untyped, selection: chosen })?.topic).toBe(notes);
  });

  it('opens on the topic just drilled when it was chosen after that drill (issue 41, item 18)', () => {
    const attempts = [attempt({ ...good, topic: 'maps', finishedAt: on(0) })];
    const schedule = buildSchedule(attempts);
    const now = start + day;
    const maps = { language: 'javascript' as const, topic: 'maps' };
    // The drill's own place, stored when it finished: the schedule picks another topic.
    expect(openingTopic({ selection: maps, topics, attempts, schedule, now })?.topic).toBe(
      'closures',
    );
    // Chosen before the drill finished: still the drill's own place.
    const before = { ...maps, chosenAt: start - day };
    expect(openingTopic({ selection: before, topics, attempts, schedule, now })?.topic).toBe(
      'closures',
    );
    // Practise on the popup after the drill: the choice wins.
    const after = { ...maps, chosenAt: start + 60_000 };
    expect(openingTopic({ selection: after, topics, attempts, schedule, now })).toEqual({
      topic: 'maps',
      card: 0,
    });
  });
});
