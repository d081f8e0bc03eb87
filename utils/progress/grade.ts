import { Rating, type Grade } from 'ts-fsrs';
import { wordsAt } from '@/utils/units';
import type { Attempt } from './attempt';

/** The accuracy a recall drill needs to grade Good or Easy. */
export const GOOD_ACCURACY = 0.95;
/** Below this accuracy any drill grades Again. */
export const AGAIN_ACCURACY = 0.8;

/**
 * Words in a drill, counted as WPM counts them (five characters a word), so the grade needs
 * nothing but the attempt record.
 */
export function wordsTyped(attempt: Pick<Attempt, 'wpm' | 'durationMs'>): number {
  return wordsAt(attempt.wpm, attempt.durationMs);
}

/**
 * The FSRS grade of a finished drill. Only recall (code hidden) earns Good:
 *
 * | mode   | hints                  | accuracy    | errors | grade |
 * | ------ | ---------------------- | ----------- | ------ | ----- |
 * | any    | more than half a words | any         | any    | Again |
 * | any    | any                    | < 0.80      | any    | Again |
 * | type   | any                    | >= 0.80     | any    | Hard  |
 * | recall | at least one           | >= 0.80     | any    | Hard  |
 * | recall | none                   | 0.80..<0.95 | any    | Hard  |
 * | recall | none                   | >= 0.95     | some   | Good  |
 * | recall | none                   | >= 0.95     | none   | Easy  |
 */
export function gradeAttempt(
  attempt: Pick<Attempt, 'mode' | 'accuracy' | 'errors' | 'hints' | 'wpm' | 'durationMs'>,
): Grade {
  if (attempt.accuracy < AGAIN_ACCURACY) return Rating.Again;
  if (attempt.hints > wordsTyped(attempt) / 2) return Rating.Again;
  if (attempt.mode !== 'recall') return Rating.Hard;
  if (attempt.hints > 0 || attempt.accuracy < GOOD_ACCURACY) return Rating.Hard;
  return attempt.errors === 0 ? Rating.Easy : Rating.Good;
}
