import { Rating } from 'ts-fsrs';
import { isRealTime, MAX_DURATION_MS, MAX_WPM } from '@/utils/bounds';
import { largest } from '@/utils/largest';
import { cardKey, toStored, type Attempt } from '@/utils/progress/attempt';
import { AGAIN_ACCURACY, GOOD_ACCURACY, gradeAttempt } from '@/utils/progress/grade';
import { readAttempt } from '@/utils/progress/schema';
import type { FoldedAttempt, Share, SyncedAttempt } from './share';

/** Every synced attempt's id starts so; the device's own attempts (random UUIDs) never do. */
export const SYNCED_ID_PREFIX = 's.';

/**
 * The id another device gives a synced attempt or lookup: the writer's device, its reset
 * count and the time (a second one in the same millisecond gets `-1`). The same drill has
 * the same id whole or folded, so merging is still a union by id.
 */
export function syncedId(device: string, epoch: number, at: number, repeat: number): string {
  const time = at.toString(36);
  return `${SYNCED_ID_PREFIX}${device}.${epoch}.${repeat > 0 ? `${time}-${repeat}` : time}`;
}

/** The ids of a device's attempts before its latest reset start so. */
export const devicePrefix = (device: string) => `${SYNCED_ID_PREFIX}${device}.`;

/**
 * The key a share gives a drill: `language/topic`, and for a drill of one card of it
 * (utils/drill/cards.ts) `#index/count` after (`rust/closures#1/3`), so the share's list of names
 * says it once per card and each drill stays one small number. A version before cards reads
 * such a drill as a topic it does not know, and counts it unreadable.
 */
function syncedCard(attempt: Pick<Attempt, 'language' | 'topic' | 'card' | 'cards'>) {
  const key = cardKey(attempt.language, attempt.topic);
  return attempt.card === undefined ? key : `${key}#${attempt.card}/${attempt.cards ?? 1}`;
}

/** A share's key read back: language, topic and, for one card, its index and count. */
function readSyncedCard(card: string) {
  const slash = card.indexOf('/');
  const [topic = '', which] = card.slice(slash + 1).split('#');
  const [index, count] = (which ?? '').split('/').map(Number);
  return {
    language: card.slice(0, slash) as Attempt['language'],
    topic,
    ...(which === undefined ? {} : { card: index, cards: count }),
  };
}

/**
 * An attempt of this device's log as its share keeps it (its misses stay here). A translate
 * drill goes as the recall drill of its card it is, graded the same: its source language
 * stays on this device (a share's numbers have no room for it, and older versions read it).
 */
export function toSynced(attempt: Attempt): SyncedAttempt {
  return {
    at: Date.parse(attempt.finishedAt),
    card: syncedCard(attempt),
    mode: attempt.mode === 'translate' ? 'recall' : attempt.mode,
    durationMs: attempt.durationMs,
    wpm: attempt.wpm,
    rawWpm: attempt.rawWpm,
    accuracy: attempt.accuracy,
    errors: attempt.errors,
    hints: attempt.hints,
  };
}

/** 0 for a weak-spots drill (it grades no card), else the FSRS grade. */
const gradeOf = (attempt: SyncedAttempt) =>
  attempt.mode === 'weak-spots' ? 0 : gradeAttempt(attempt);

const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** The share with the oldest `fold` drills folded, after the oldest `drop` are left out. */
export function foldShare(synced: readonly SyncedAttempt[], fold: number, drop = 0): Share {
  const old = synced.slice(drop, Math.max(drop, fold));
  const byCard = new Map<string, SyncedAttempt[]>();
  for (const attempt of old) {
    const list = byCard.get(attempt.card) ?? [];
    list.push(attempt);
    byCard.set(attempt.card, list);
  }
  return {
    summaries: [...byCard].map(([card, list]) => ({
      card,
      bestWpm: largest(list, (attempt) => attempt.wpm, 0),
      wpm: mean(list.map((attempt) => attempt.wpm)),
      rawWpm: mean(list.map((attempt) => attempt.rawWpm)),
      accuracy: mean(list.map((attempt) => attempt.accuracy)),
      durationMs: mean(list.map((attempt) => attempt.durationMs)),
    })),
    folded: old.map((attempt) => ({ at: attempt.at, card: attempt.card, grade: gradeOf(attempt) })),
    recent: synced.slice(Math.max(drop, fold)),
  };
}

type Figures = Pick<Attempt, 'mode' | 'accuracy' | 'errors'>;

/**
 * The figures a folded drill of each grade is given: its topic's mean accuracy, bent just
 * enough to grade the same (`gradeAttempt`); 0 is a weak-spots drill.
 */
const FOLDED_FIGURES = new Map<number, (accuracy: number) => Figures>([
  [0, (accuracy) => ({ mode: 'weak-spots', accuracy, errors: 1 })],
  [Rating.Again, (accuracy) => ({ mode: 'type', accuracy: Math.min(accuracy, 0.79), errors: 1 })],
  [
    Rating.Hard,
    (accuracy) => ({ mode: 'type', accuracy: Math.max(accuracy, AGAIN_ACCURACY), errors: 1 }),
  ],
  [
    Rating.Good,
    (accuracy) => ({
      mode: 'recall',
      accuracy: Math.min(Math.max(accuracy, GOOD_ACCURACY), 0.9999),
      errors: 1,
    }),
  ],
  [Rating.Easy, () => ({ mode: 'recall', accuracy: 1, errors: 0 })],
]);

/**
 * A readable attempt of the key's language, topic and card, or null (a newer version's key;
 * the schema refuses a card index that is not a whole number below its count).
 */
function attemptOn(card: string, fields: Omit<Attempt, 'language' | 'topic'>): Attempt | null {
  return readAttempt(toStored({ ...fields, ...readSyncedCard(card) }));
}

/** Whether a share's drill is one a device records: a real time by `now`, human figures. */
function isRecordable(
  at: number,
  figures: Pick<SyncedAttempt, 'durationMs' | 'wpm' | 'rawWpm'>,
  now: number,
) {
  return (
    isRealTime(at, now) &&
    figures.durationMs <= MAX_DURATION_MS &&
    figures.wpm <= MAX_WPM &&
    figures.rawWpm <= MAX_WPM
  );
}

/**
 * Another device's share as attempts of this log. A folded drill gets its topic's mean
 * figures, its grade's mode and an accuracy that grades the same; the latest of each topic
 * carries the topic's best speed. Drills of a card this version does not know are counted.
 * A drill no device records (dated after `now` plus a day, before 1970, faster than
 * `MAX_WPM`) refuses the whole share with a RangeError: whatever wrote it is not trusted.
 */
export function shareAttempts(
  share: Share,
  device: string,
  epoch: number,
  now: number,
): { attempts: Attempt[]; unreadable: number } {
  const summaries = new Map(share.summaries.map((summary) => [summary.card, summary]));
  const lastFolded = new Map(share.folded.map((folded, index) => [folded.card, index]));
  const attempts: Attempt[] = [];
  let unreadable = 0;
  let previous = Number.NaN;
  let repeat = 0;
  const add = (
    at: number,
    card: string,
    fields: Omit<Attempt, 'id' | 'language' | 'topic' | 'finishedAt' | 'misses'>,
  ) => {
    if (!isRecordable(at, fields, now)) throw new RangeError(`A drill no device records (${at})`);
    repeat = at === previous ? repeat + 1 : 0;
    previous = at;
    const attempt = attemptOn(card, {
      ...fields,
      id: syncedId(device, epoch, at, repeat),
      finishedAt: new Date(at).toISOString(),
      misses: [],
    });
    if (attempt) attempts.push(attempt);
    else unreadable++;
  };
  share.folded.forEach((folded: FoldedAttempt, index) => {
    const summary = summaries.get(folded.card);
    const figures = FOLDED_FIGURES.get(folded.grade);
    if (!summary || !figures) {
      unreadable++;
      return;
    }
    add(folded.at, folded.card, {
      ...figures(summary.accuracy),
      durationMs: summary.durationMs,
      wpm: lastFolded.get(folded.card) === index ? summary.bestWpm : summary.wpm,
      rawWpm: summary.rawWpm,
      hints: 0,
    });
  });
  for (const { at, card, ...figures } of share.recent) add(at, card, figures);
  return { attempts, unreadable };
}
