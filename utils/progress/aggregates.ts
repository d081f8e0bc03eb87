import { largest } from '@/utils/largest';
import { cardKey, type Attempt } from './attempt';
import { countsForSpeed } from './implausible';
import type { TopicCard } from './schedule';
import { dueCards, topicLevel } from './topicReview';
import type { RecallLevel } from '@/utils/drill/recall/levels';
import { dayFormatter } from './streaks';

/** A topic as the progress tables name it. */
type TopicName = { key: string; title: string };

/** One row of the Languages table. */
type LanguageRow = { language: string; practised: number; total: number; due: number };

/** Topics practised and due now, per language. */
export function languageRow(
  schedule: ReadonlyMap<string, TopicCard>,
  language: string,
  topics: readonly TopicName[],
  now: number,
): LanguageRow {
  let practised = 0;
  let due = 0;
  for (const { key } of topics) {
    const card = schedule.get(cardKey(language, key));
    if (!card) continue;
    // A topic the lookups made due (utils/progress/lookups.ts) is due, not yet practised.
    if (card.attempts > 0) practised += 1;
    if (card.card.due.getTime() <= now) due += 1;
  }
  return { language, practised, total: topics.length, due };
}

/** One row of the Topics table. */
type TopicRow = TopicName & {
  attempts: number;
  bestWpm: number | null;
  lastAccuracy: number | null;
  nextReview: number | null;
  /** The lowest level of its cards. */
  level: RecallLevel;
  /** Its cards due now, of how many (as many as its latest card drill counted). */
  cardsDue: { due: number; of: number };
};

/**
 * Each topic of a language with its attempts, best WPM (of the attempts that count for speed,
 * none of the marked ones), last accuracy, next review (its first card due), lowest level
 * and cards due at `now`.
 */
export function topicRows(
  attempts: readonly Attempt[],
  schedule: ReadonlyMap<string, TopicCard>,
  language: string,
  topics: readonly TopicName[],
  now = Date.now(),
): TopicRow[] {
  const byTopic = new Map<string, Attempt[]>();
  for (const attempt of attempts) {
    if (attempt.language !== language || attempt.mode === 'weak-spots') continue;
    const list = byTopic.get(attempt.topic) ?? [];
    list.push(attempt);
    byTopic.set(attempt.topic, list);
  }
  return topics.map((topic) => {
    const list = byTopic.get(topic.key) ?? [];
    const last = list.reduce<Attempt | null>(
      (latest, attempt) => (!latest || attempt.finishedAt > latest.finishedAt ? attempt : latest),
      null,
    );
    const counted = list.filter(countsForSpeed);
    const entry = schedule.get(cardKey(language, topic.key));
    return {
      ...topic,
      attempts: list.length,
      bestWpm: counted.length > 0 ? largest(counted, (attempt) => attempt.wpm, 0) : null,
      lastAccuracy: last?.accuracy ?? null,
      nextReview: entry?.card.due.getTime() ?? null,
      level: topicLevel(entry),
      cardsDue: dueCards(entry, now),
    };
  });
}

/**
 * A topic's personal best (null while every attempt is marked), its latest attempt, and the
 * change of the latest from the one before that counted.
 */
type TopicRecord = {
  best: number | null;
  latest: Attempt;
  latestAt: number;
  change: number | null;
  /** How many drills of the topic the log holds. */
  drills: number;
};

/**
 * The best WPM of a topic's attempts, and how the latest compares with the previous. A
 * marked attempt (utils/progress/implausible.ts) is no best and has no change.
 */
export function topicRecord(
  attempts: readonly Attempt[],
  language: string,
  topic: string,
): TopicRecord | null {
  const list = attempts
    .filter((a) => a.language === language && a.topic === topic && a.mode !== 'weak-spots')
    .sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
  const latest = list.at(-1);
  if (!latest) return null;
  const counted = list.filter(countsForSpeed);
  const previous = counted.at(-2);
  return {
    best: counted.length > 0 ? largest(counted, (attempt) => attempt.wpm, 0) : null,
    latest,
    latestAt: Date.parse(latest.finishedAt),
    change: countsForSpeed(latest) && previous ? latest.wpm - previous.wpm : null,
    drills: list.length,
  };
}

/**
 * One day of practice: how many drills (all of them, for the calendar and streaks), how many
 * count for speed (none of the marked ones), and the mean WPM and accuracy of those.
 */
export type DayPoint = {
  day: string;
  drills: number;
  counted: number;
  wpm: number;
  accuracy: number;
};

/** Practice per day in a time zone, oldest first. */
export function dailySeries(attempts: readonly Attempt[], timeZone: string): DayPoint[] {
  const days = new Map<
    string,
    { drills: number; counted: number; wpm: number; accuracy: number }
  >();
  const format = dayFormatter(timeZone);
  for (const attempt of attempts) {
    const day = format(Date.parse(attempt.finishedAt));
    const sum = days.get(day) ?? { drills: 0, counted: 0, wpm: 0, accuracy: 0 };
    sum.drills += 1;
    if (countsForSpeed(attempt)) {
      sum.counted += 1;
      sum.wpm += attempt.wpm;
      sum.accuracy += attempt.accuracy;
    }
    days.set(day, sum);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, sum]) => ({
      day,
      drills: sum.drills,
      counted: sum.counted,
      wpm: sum.counted > 0 ? sum.wpm / sum.counted : 0,
      accuracy: sum.counted > 0 ? sum.accuracy / sum.counted : 0,
    }));
}

/** The speed series (Speed over time): the days with a drill that counts for speed. */
export const speedSeries = (series: readonly DayPoint[]) =>
  series.filter((point) => point.counted > 0);
