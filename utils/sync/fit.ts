import type { Attempt } from '@/utils/progress/attempt';
import { eachInSteps, runSteps, sortedInSteps, type Steps } from '@/utils/slices';
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

/** The share's length counted from sums, without writing it (`lengthBound`). */
type Bound = {
  /** At most the share's length with the oldest `fold` folded after `drop` left out. */
  length: (fold: number, drop: number) => number;
  /** At least the length of the share with every drill whole. */
  least: number;
};

/**
 * A bound on the share's length with the oldest `fold` drills folded after `drop` left
 * out, from sums made once, in steps: so a year of drills is fitted in milliseconds, not by
 * writing the share over and over. Each part is counted at its longest (a card's number as
 * the last card's, a summary's figures as the largest), so the share is never longer; and
 * with every card's number one character, the whole share is never shorter than `least`.
 */
function* lengthBound(synced: readonly SyncedAttempt[]): Steps<Bound> {
  const cards = new Set<string>();
  // Each drill whole, and folded, less its card's number; the distinct cards up to it.
  const whole: number[] = [];
  const folded: number[] = [];
  const distinct = [0];
  let mostSpeed = 0;
  let mostDuration = 0;
  yield* eachInSteps(synced, (attempt, index) => {
    const gap = size(attempt.at - (synced[index - 1]?.at ?? 0));
    whole.push(
      gap +
        size(attempt.durationMs) +
        size(Math.round(attempt.wpm * 10)) +
        size(Math.round(attempt.rawWpm * 10)) +
        size(Math.round(attempt.accuracy * 10_000)) +
        size(attempt.errors) +
        size(attempt.hints),
    );
    folded.push(gap);
    distinct.push(cards.add(attempt.card).size);
    mostSpeed = Math.max(mostSpeed, Math.round(Math.max(attempt.wpm, attempt.rawWpm) * 10));
    mostDuration = Math.max(mostDuration, Math.round(attempt.durationMs));
  });
  const wholeSums = prefixSums(whole);
  const foldedSums = prefixSums(folded);
  const table = [...cards].reduce((sum, card) => sum + card.length + 1, 0);
  const wholeCard = size(cards.size * 3);
  const foldedCard = size(cards.size * 5);
  const summary = size(cards.size) + 3 * size(mostSpeed) + size(10_000) + size(mostDuration);
  const count = synced.length;
  const length = (fold: number, drop: number) => {
    const first = synced[drop];
    // The first drill kept counts from 1970, not from the one before it (`folded` its gap).
    const restart = drop > 0 && first ? size(first.at) - (folded[drop] ?? 0) : 0;
    const topics = drop === 0 ? (distinct[fold] ?? 0) : Math.min(cards.size, fold - drop);
    const kept = Math.max(fold, drop);
    return (
      table +
      2 * size(count) +
      restart +
      topics * summary +
      (fold - drop) * foldedCard +
      ((foldedSums[fold] ?? 0) - (foldedSums[drop] ?? 0)) +
      (count - kept) * wholeCard +
      ((wholeSums[count] ?? 0) - (wholeSums[kept] ?? 0))
    );
  };
  return { length, least: table + 2 + count + (wholeSums[count] ?? 0) };
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

/** This device's drills, oldest first, ready to be fitted to any budget (`prepareShare`). */
export type PreparedShare = {
  synced: readonly SyncedAttempt[];
  bound: Bound;
  /** The share with every drill whole when it fits `budget` (written once), else null. */
  whole: (budget: number) => string | null;
};

/**
 * This device's attempts made ready to fit, in steps: as the share keeps them, in time
 * order, with the sums the bound counts from. The whole share is written only when it may
 * fit: a log of years is never written whole to be measured.
 */
export function* prepareShare(attempts: readonly Attempt[]): Steps<PreparedShare> {
  const unordered: SyncedAttempt[] = [];
  yield* eachInSteps(attempts, (attempt) => unordered.push(toSynced(attempt)));
  const synced = yield* sortedInSteps(unordered, (attempt) => attempt.at);
  const bound = yield* lengthBound(synced);
  let written: string | undefined;
  const whole = (budget: number) => {
    if (bound.least > budget) return null;
    written ??= writeShare(foldShare(synced, 0));
    return written.length <= budget ? written : null;
  };
  return { synced, bound, whole };
}

/**
 * The prepared drills as a share of at most `budget` characters: whole while they fit;
 * else the oldest folded into their time and grade (the schedule replays the same) and
 * each topic's summary (bests kept); if even that is too long, the oldest left out (devices
 * that have them keep them). Counted by the bound, a few more may fold than must. Null when
 * not even an empty share fits.
 */
export function fitPrepared(prepared: PreparedShare, budget: number): FittedShare | null {
  const { synced, bound } = prepared;
  const whole = prepared.whole(budget);
  if (whole !== null) return { text: whole, folded: 0, dropped: 0 };
  const count = synced.length;
  const fold = smallest(count, (fold) => bound.length(fold, 0) <= budget);
  const drop =
    bound.length(fold, 0) <= budget
      ? 0
      : smallest(count, (drop) => bound.length(count, drop) <= budget);
  const text = writeShare(foldShare(synced, Math.max(fold, drop), drop));
  return text.length <= budget
    ? { text, folded: Math.max(fold, drop) - drop, dropped: drop }
    : null;
}

/** `fitPrepared` of these attempts, at once. */
export const fitShare = (attempts: readonly Attempt[], budget: number): FittedShare | null =>
  fitPrepared(runSteps(prepareShare(attempts)), budget);
