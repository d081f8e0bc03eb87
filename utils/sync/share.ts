import type { AttemptMode } from '@/utils/progress/attempt';
import { readNumbers, writeNumbers } from './numbers';

/** The modes a share tells apart (a share of an older version reads the same). */
type SyncedMode = Exclude<AttemptMode, 'translate'>;

/** A drill as a device's share keeps it: what the schedule, the tables and charts read. */
export type SyncedAttempt = {
  /** Finish time, ms since the epoch. */
  at: number;
  /** `language/topic`, the topic's key, with `#index/count` for a drill of one of its cards
   *  (`syncedCard` in fold.ts). */
  card: string;
  /** A translate drill syncs as the recall of its language's card it is (`toSynced`). */
  mode: SyncedMode;
  durationMs: number;
  wpm: number;
  rawWpm: number;
  accuracy: number;
  errors: number;
  hints: number;
};

/** A folded drill: its time and its grade (1 Again … 4 Easy), or 0 for a weak-spots drill. */
export type FoldedAttempt = { at: number; card: string; grade: number };

/** What one topic's folded drills had: the best speed, and the means the rest are given. */
type TopicSummary = {
  card: string;
  bestWpm: number;
  wpm: number;
  rawWpm: number;
  accuracy: number;
  durationMs: number;
};

/** One device's share: summaries and folded drills (older), then whole drills (newer). */
export type Share = { summaries: TopicSummary[]; folded: FoldedAttempt[]; recent: SyncedAttempt[] };

const MODES: readonly SyncedMode[] = ['type', 'recall', 'weak-spots'];
const GRADES = 5;
const RECORD_NUMBERS = 8;

/** Speeds to a tenth, accuracy to a ten-thousandth: what `attemptFromDrill` rounds to. */
const tenths = (value: number) => Math.round(value * 10);
const tenThousandths = (value: number) => Math.round(value * 10_000);

/**
 * The share as text, about 20 characters a whole drill and 7 a folded one: the cards it
 * names, `|`, then numbers (`numbers.ts`). Times are each the gap since the one before, the
 * folded drills' then the whole ones' (the share is in time order), so most take 5 digits.
 */
export function writeShare(share: Share): string {
  const cards = [
    ...new Set([
      ...share.summaries.map((summary) => summary.card),
      ...share.folded.map((folded) => folded.card),
      ...share.recent.map((attempt) => attempt.card),
    ]),
  ];
  const index = new Map(cards.map((card, at) => [card, at]));
  const cardOf = (card: string) => index.get(card) ?? 0;
  let last = 0;
  const gap = (at: number) => {
    const since = at - last;
    last = at;
    return since;
  };
  const numbers = [share.summaries.length];
  for (const summary of share.summaries) {
    numbers.push(
      cardOf(summary.card),
      tenths(summary.bestWpm),
      tenths(summary.wpm),
      tenths(summary.rawWpm),
      tenThousandths(summary.accuracy),
      Math.round(summary.durationMs),
    );
  }
  numbers.push(share.folded.length);
  for (const folded of share.folded) {
    numbers.push(gap(folded.at), cardOf(folded.card) * GRADES + folded.grade);
  }
  for (const attempt of share.recent) {
    numbers.push(
      gap(attempt.at),
      cardOf(attempt.card) * MODES.length + MODES.indexOf(attempt.mode),
      Math.round(attempt.durationMs),
      tenths(attempt.wpm),
      tenths(attempt.rawWpm),
      tenThousandths(attempt.accuracy),
      attempt.errors,
      attempt.hints,
    );
  }
  return `${cards.join(',')}|${writeNumbers(numbers)}`;
}

/** The share `writeShare` wrote; throws a SyntaxError on text of any other shape. */
export function readShare(text: string): Share {
  const bar = text.indexOf('|');
  if (bar < 0) throw new SyntaxError('A share names its cards before a "|"');
  const cards = bar === 0 ? [] : text.slice(0, bar).split(',');
  const numbers = readNumbers(text.slice(bar + 1));
  let at = 0;
  const next = () => {
    const value = numbers[at++];
    if (value === undefined) throw new SyntaxError('The share ends early');
    return value;
  };
  const card = (index: number) => {
    const name = cards[index];
    if (name === undefined) throw new SyntaxError(`No card ${index} in the share`);
    return name;
  };
  let time = 0;
  const after = (gap: number) => (time += gap);
  const summaries: TopicSummary[] = Array.from({ length: next() }, () => ({
    card: card(next()),
    bestWpm: next() / 10,
    wpm: next() / 10,
    rawWpm: next() / 10,
    accuracy: next() / 10_000,
    durationMs: next(),
  }));
  const folded: FoldedAttempt[] = Array.from({ length: next() }, () => {
    const at = after(next());
    const code = next();
    return { at, card: card(Math.floor(code / GRADES)), grade: code % GRADES };
  });
  const left = numbers.length - at;
  if (left % RECORD_NUMBERS !== 0) throw new SyntaxError('The share ends inside a drill');
  const recent: SyncedAttempt[] = Array.from({ length: left / RECORD_NUMBERS }, () => {
    const finished = after(next());
    const code = next();
    return {
      at: finished,
      card: card(Math.floor(code / MODES.length)),
      mode: MODES[code % MODES.length] ?? 'type',
      durationMs: next(),
      wpm: next() / 10,
      rawWpm: next() / 10,
      accuracy: next() / 10_000,
      errors: next(),
      hints: next(),
    };
  });
  return { summaries, folded, recent };
}
