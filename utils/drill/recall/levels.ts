import type { Card } from 'ts-fsrs';

/** How much of a topic is typed from memory: 0 all visible … 4 everything hidden. */
export type RecallLevel = 0 | 1 | 2 | 3 | 4;

export const RECALL_LEVELS: readonly RecallLevel[] = [0, 1, 2, 3, 4];

/**
 * The stability (days) a topic's FSRS card needs for levels 1 to 4. With FSRS's default
 * parameters, a first drill graded Hard gives 1.3 days, and Good reviews a day after they
 * fall due give 4.6, 7.8, 27 and 78 days: these thresholds step one level per successful
 * review. A lapse (Again) drops stability to about 3.4 days, two levels down.
 *
 * | stability (days) | level | hidden                                   |
 * | ---------------- | ----- | ---------------------------------------- |
 * | no card, < 1     | 0     | nothing: copy the code                   |
 * | 1 to < 3         | 1     | keywords                                 |
 * | 3 to < 7         | 2     | also the names of calls and types        |
 * | 7 to < 25        | 3     | also the last lines of each block        |
 * | 25 or more       | 4     | everything (comments too)                |
 */
export const LEVEL_STABILITY: readonly number[] = [1, 3, 7, 25];

/** A topic's recall level, derived from its card (never stored apart). */
export function recallLevel(card: Pick<Card, 'stability'> | undefined): RecallLevel {
  const stability = card?.stability ?? 0;
  return LEVEL_STABILITY.filter((threshold) => stability >= threshold).length as RecallLevel;
}

/** "Level 2 of 4", as the new tab names it. */
export const levelName = (level: RecallLevel) => `Level ${level} of 4`;
