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
function wordsTyped(attempt: Pick<Attempt, 'wpm' | 'durationMs'>): number {
  return wordsAt(attempt.wpm, attempt.durationMs);
}

/**
 * A record's recall level: its own, or, written before levels, 4 for recall (and translate,
 * which hides everything) and 0 for type.
 */
export const levelOf = (attempt: Pick<Attempt, 'mode' | 'level'>) =>
  attempt.level ?? (attempt.mode === 'recall' || attempt.mode === 'translate' ? 4 : 0);

/**
 * The FSRS grade of a finished drill. Only what was recalled earns Good: at level 1 or more
 * the keys typed on hidden characters decide (all of them at level 4, recall mode); a drill
 * with every character shown (level 0) grades Hard at best.
 *
 * | level | hints                  | accuracy  | on hidden characters        | grade |
 * | ----- | ---------------------- | --------- | --------------------------- | ----- |
 * | any   | more than half a words | any       | any                         | Again |
 * | any   | any                    | < 0.80    | any                         | Again |
 * | 0     | any                    | >= 0.80   | (none hidden)               | Hard  |
 * | 1-4   | any                    | >= 0.80   | accuracy < 0.80             | Again |
 * | 1-4   | at least one           | >= 0.80   | accuracy >= 0.80            | Hard  |
 * | 1-4   | none                   | >= 0.80   | accuracy 0.80..<0.95        | Hard  |
 * | 1-4   | none                   | >= 0.80   | accuracy >= 0.95, an error  | Good  |
 * | 1-4   | none                   | >= 0.80   | no error                    | Easy  |
 *
 * A record written before levels has no keys on hidden characters: its own accuracy and
 * errors stand for them, as recall mode hid everything.
 */
export function gradeAttempt(attempt: GradedAttempt): Grade {
  return gradeWithReason(attempt).grade;
}

type GradedAttempt = Pick<
  Attempt,
  'mode' | 'accuracy' | 'errors' | 'hints' | 'wpm' | 'durationMs' | 'level' | 'recalled'
>;

/** A grade and the row of the table above that gave it, as the Results say it. */
export function gradeWithReason(attempt: GradedAttempt): { grade: Grade; reason: string } {
  if (attempt.accuracy < AGAIN_ACCURACY)
    return { grade: Rating.Again, reason: 'under 80 % of all keys were right' };
  if (attempt.hints > wordsTyped(attempt) / 2)
    return { grade: Rating.Again, reason: 'hints showed over half the words' };
  if (levelOf(attempt) === 0)
    return {
      grade: Rating.Hard,
      reason: 'all the code was shown, and only code typed from memory earns Good',
    };
  const { recalled } = attempt;
  const errors = recalled ? recalled.errors : attempt.errors;
  const accuracy = !recalled
    ? attempt.accuracy
    : recalled.keys === 0
      ? 1
      : (recalled.keys - recalled.errors) / recalled.keys;
  if (accuracy < AGAIN_ACCURACY)
    return { grade: Rating.Again, reason: 'under 80 % of the keys on hidden code were right' };
  if (attempt.hints > 0) return { grade: Rating.Hard, reason: 'a hint holds a drill at Hard' };
  if (accuracy < GOOD_ACCURACY)
    return { grade: Rating.Hard, reason: 'under 95 % of the keys on hidden code were right' };
  return errors === 0
    ? { grade: Rating.Easy, reason: 'every key on hidden code was right' }
    : { grade: Rating.Good, reason: '95 % or more of the keys on hidden code were right' };
}

/** A grade in words, as FSRS names it. */
export const gradeName = (grade: Grade): string => Rating[grade];
