import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import {
  AGAIN_ACCURACY,
  GOOD_ACCURACY,
  gradeAttempt,
  gradeName,
  gradeWithReason,
  levelOf,
} from '@/utils/progress/grade';

// 40 WPM for a minute: 40 words, so more than 20 hints is "more than half the words".
const base = { wpm: 40, durationMs: 60_000, errors: 1, hints: 0 };

describe('gradeAttempt', () => {
  it.each([
    ['recall, no hint, no error, 100%', { mode: 'recall', accuracy: 1, errors: 0 }, Rating.Easy],
    [
      'recall, no hint, some errors, at 0.95',
      { mode: 'recall', accuracy: GOOD_ACCURACY },
      Rating.Good,
    ],
    ['recall, no hint, just under 0.95', { mode: 'recall', accuracy: 0.9499 }, Rating.Hard],
    ['recall, one hint, 100%', { mode: 'recall', accuracy: 1, errors: 0, hints: 1 }, Rating.Hard],
    ['recall, 20 hints of 40 words', { mode: 'recall', accuracy: 1, hints: 20 }, Rating.Hard],
    ['recall, 21 hints of 40 words', { mode: 'recall', accuracy: 1, hints: 21 }, Rating.Again],
    ['recall at 0.80 exactly', { mode: 'recall', accuracy: AGAIN_ACCURACY }, Rating.Hard],
    ['recall just under 0.80', { mode: 'recall', accuracy: 0.7999 }, Rating.Again],
    ['typing, 100%, no error', { mode: 'type', accuracy: 1, errors: 0 }, Rating.Hard],
    ['typing at 0.80 exactly', { mode: 'type', accuracy: AGAIN_ACCURACY }, Rating.Hard],
    ['typing just under 0.80', { mode: 'type', accuracy: 0.7999 }, Rating.Again],
  ] as const)('%s grades %i', (_what, fields, grade) => {
    expect(gradeAttempt({ ...base, ...fields })).toBe(grade);
  });
});

describe('gradeAttempt at a recall level', () => {
  // 100 keys on hidden characters; the drill as a whole at 0.97.
  const level = (n: 0 | 1 | 2 | 3 | 4, errors: number, more = {}) => ({
    ...base,
    mode: n === 0 ? ('type' as const) : ('recall' as const),
    accuracy: 0.97,
    level: n,
    recalled: { keys: n === 0 ? 0 : 100, errors },
    ...more,
  });

  it.each([
    ['level 0, every key right', level(0, 0, { errors: 0, accuracy: 1 }), Rating.Hard],
    ['level 1, no error on hidden', level(1, 0), Rating.Easy],
    ['level 2, 5 of 100 hidden wrong (0.95)', level(2, 5), Rating.Good],
    ['level 3, 6 of 100 hidden wrong', level(3, 6), Rating.Hard],
    ['level 3, 20 of 100 hidden wrong (0.80)', level(3, 20), Rating.Hard],
    ['level 3, 21 of 100 hidden wrong', level(3, 21), Rating.Again],
    ['level 4, a hint, no error', level(4, 0, { hints: 1 }), Rating.Hard],
    ['level 2, right on hidden, 0.79 in all', level(2, 0, { accuracy: 0.79 }), Rating.Again],
    [
      'level 1, no hidden key typed',
      { ...level(1, 0), recalled: { keys: 0, errors: 0 } },
      Rating.Easy,
    ],
  ] as const)('%s grades %i', (_what, fields, grade) => {
    expect(gradeAttempt(fields)).toBe(grade);
  });

  it('reads a record from before levels by its mode', () => {
    expect(levelOf({ mode: 'recall' })).toBe(4);
    expect(levelOf({ mode: 'type' })).toBe(0);
    expect(levelOf({ mode: 'type', level: 2 })).toBe(2);
  });
});

describe('gradeWithReason', () => {
  const recalled = (keys: number, errors: number) => ({ keys, errors });
  it.each([
    [{ mode: 'type', accuracy: 1, errors: 0 }, 'Hard', /all the code was shown/],
    [{ mode: 'type', accuracy: 0.5 }, 'Again', /under 80 % of all keys/],
    [{ mode: 'recall', level: 2, accuracy: 1, hints: 30 }, 'Again', /over half the words/],
    [
      { mode: 'recall', level: 2, accuracy: 0.9, recalled: recalled(10, 3) },
      'Again',
      /under 80 % of the keys on hidden code/,
    ],
    [{ mode: 'recall', level: 2, accuracy: 1, hints: 1 }, 'Hard', /a hint holds/],
    [{ mode: 'recall', level: 2, accuracy: 0.95, recalled: recalled(10, 1) }, 'Hard', /under 95 %/],
    [
      { mode: 'recall', level: 2, accuracy: 0.97, recalled: recalled(100, 2) },
      'Good',
      /95 % or more/,
    ],
    [
      { mode: 'recall', level: 2, accuracy: 0.97, recalled: recalled(100, 0) },
      'Easy',
      /every key on hidden code/,
    ],
  ] as const)('%o grades %s, saying why', (fields, name, reason) => {
    const attempt = { ...base, ...fields };
    const { grade, reason: said } = gradeWithReason(attempt);
    expect(gradeName(grade)).toBe(name);
    expect(grade).toBe(gradeAttempt(attempt));
    expect(said).toMatch(reason);
  });
});
