import { Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { AGAIN_ACCURACY, GOOD_ACCURACY, gradeAttempt } from '@/utils/progress/grade';

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
