import { describe, expect, it } from 'vitest';
import { LEARNING_NOTE, learningNote, reviewIn } from '@/utils/progress/interval';

const MINUTE = 60_000;

describe('reviewIn', () => {
  it.each([
    [0, 'now'],
    [6 * MINUTE, 'in 6 minutes'],
    [3 * 60 * MINUTE, 'in 3 hours'],
  ])('reads a wait of %i ms as "%s"', (wait, said) => {
    expect(reviewIn(1000 + wait, 1000)).toBe(said);
  });
});

describe('learningNote', () => {
  it('says why a first drill comes back in minutes, once', () => {
    expect(learningNote(6 * MINUTE, 0, true)).toBe(LEARNING_NOTE);
    expect(LEARNING_NOTE).toBe('new topics come back within the hour, then in days');
    // Later drills still in their first steps say only that.
    expect(learningNote(10 * MINUTE, 0, false)).toBe('still learning');
  });

  it('says nothing of a review an hour or more away', () => {
    expect(learningNote(60 * MINUTE, 0, true)).toBeNull();
    expect(learningNote(3 * 24 * 60 * MINUTE, 0, false)).toBeNull();
  });
});
