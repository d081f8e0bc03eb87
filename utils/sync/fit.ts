import { largest } from '@/utils/largest';
import type { Attempt } from '@/utils/progress/attempt';
import { foldShare, toSynced } from './fold';
import { numberLength as size } from './numbers';
import { writeShare, type SyncedAttempt } from './share';

/** What a device writes: its share's text, and how many drills were folded or left out. */
type FittedShare = { text: string; folded: number; dropped: number };

/** Prefix sums: `sums[i]` is the total of the first `i` values. */
function prefixSums(values: readonly number[]): number[] {
  const sums = [0];
  for (const value of values) sums.push((sums.at(-1) ?? 0) + value);
  return sums;
}

/**
 * A bound on the share's length with the oldest `fold` drills folded after `drop` left
 * out, from sums made once: so a year of drills is fitted in milliseconds, not by writing
 * the share over and over. Each part is counted at its longest (a card's number as the
 * last card's, a summary's figures as the largest), so the share is never longer.
 */
function lengthBound(synced: readonly SyncedAttempt[]) {
  const cards = [...new Set(synced.map((attempt) => attempt.card))];
  const table = cards.reduce((sum, card) => sum + card.length + 1, 0);
  const gap = (index: number) => (synced[index]?.at ?? 0) - (synced[index - 1]?.at ?? 0);
  const whole = prefixSums(
    synced.map(
      (attempt, index) =>
        size(gap(index)) +
        size(cards.length * 3) +
        size(attempt.durationMs) +
        size(Math.round(attempt.wpm * 10)) +
        size(Math.round(attempt.rawWpm * 10)) +
        size(Math.round(attempt.accuracy * 10_000)) +
        size(attempt.errors) +
        size(attempt.hints),
    ),
  );
  const folded = prefixSums(synced.map((_, index) => size(gap(index)) + size(cards.length * 5)));
  const seen = new Set<string>();
  const distinct = [0, ...synced.map((attempt) => seen.add(attempt.card).size)];
  const most = (pick: (attempt: SyncedAttempt) => number) =>
    size(largest(synced, (attempt) => Math.round(pick(attempt)), 0));
  const summary =
    size(cards.length) +
    3 * most((attempt) => Math.max(attempt.wpm, attempt.rawWpm) * 10) +
    size(10_000) +
    most((attempt) => attempt.durationMs);
  const count = synced.length;
  return (fold: number, drop: number) => {
    const first = synced[drop];
    const restart = drop > 0 && first ? size(first.at) - size(gap(drop)) : 0;
    const topics = drop === 0 ? (distinct[fold] ?? 0) : Math.min(cards.length, fold - drop);
    return (
      table +
      2 * size(count) +
      restart +
      topics * summary +
      ((folded[fold] ?? 0) - (folded[drop] ?? 0)) +
      ((whole[count] ?? 0) - (whole[Math.max(fold, drop)] ?? 0))
    );
  };
}

/** The smallest count in 0..most for which `fits` holds, searched as if it grew with it. */
function smallest(most: number, fits: (count: number) => boolean): number {
  let low = 0;
  let high = most;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) high = middle;
    else low = middle + 1;
  }
  // A summary can cost more than a fold saves: walk on to where it truly fits.
  while (low < most && !fits(low)) low++;
  return low;
}

/**
 * This device's attempts as a share of at most `budget` characters: whole while they fit;
 * else the oldest folded into their time and grade (the schedule replays the same) and
 * each topic's summary (bests kept); if even that is too long, the oldest left out (devices
 * that have them keep them). Counted by the bound, a few more may fold than must. Null when
 * not even an empty share fits.
 */
export function fitShare(attempts: readonly Attempt[], budget: number): FittedShare | null {
  const synced = attempts.map(toSynced).sort((a, b) => a.at - b.at);
  const whole = writeShare(foldShare(synced, 0));
  if (whole.length <= budget) return { text: whole, folded: 0, dropped: 0 };
  const bound = lengthBound(synced);
  const count = synced.length;
  const fold = smallest(count, (fold) => bound(fold, 0) <= budget);
  const drop =
    bound(fold, 0) <= budget ? 0 : smallest(count, (drop) => bound(count, drop) <= budget);
  const text = writeShare(foldShare(synced, Math.max(fold, drop), drop));
  return text.length <= budget
    ? { text, folded: Math.max(fold, drop) - drop, dropped: drop }
    : null;
}
