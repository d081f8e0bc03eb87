import { createEmptyCard, fsrs, generatorParameters, Rating, type Grade } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { LEVEL_STABILITY, levelName, recallLevel } from '@/utils/drill/recall/levels';

describe('recallLevel', () => {
  it.each([
    [undefined, 0],
    [0, 0],
    [0.99, 0],
    [1, 1],
    [2.99, 1],
    [3, 2],
    [6.99, 2],
    [7, 3],
    [24.99, 3],
    [25, 4],
    [5000, 4],
  ])('a card of stability %s is at level %i', (stability, level) => {
    expect(recallLevel(stability === undefined ? undefined : { stability })).toBe(level);
  });

  it('keeps its thresholds rising', () => {
    expect([...LEVEL_STABILITY].sort((a, b) => a - b)).toEqual(LEVEL_STABILITY);
  });

  // The thresholds are chosen for FSRS's default parameters: these reviews, each a day after
  // it fell due, step as the table in levels.ts says.
  it('rises a level per Good and falls after Again', () => {
    const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));
    let card = createEmptyCard(new Date(0));
    const grades: Grade[] = [Rating.Hard, Rating.Good, Rating.Good, Rating.Good, Rating.Good];
    const levels = [...grades, Rating.Again as Grade].map((grade) => {
      const at = Math.max(card.due.getTime(), card.last_review?.getTime() ?? 0);
      card = scheduler.next(card, new Date(at + 86_400_000), grade).card;
      return recallLevel(card);
    });
    expect(levels).toEqual([1, 2, 3, 4, 4, 2]);
  });

  it('names a level', () => {
    expect(levelName(2)).toBe('Level 2 of 4');
  });
});
