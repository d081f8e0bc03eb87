import { cardKey, type Attempt } from './attempt';
import type { TopicCard } from './schedule';
import { dayFormatter } from './streaks';

/** A topic as the progress tables name it. */
export type TopicName = { key: string; title: string };

/** One row of the Languages table. */
export type LanguageRow = { language: string; practised: number; total: number; due: number };

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
    practised += 1;
    if (card.card.due.getTime() <= now) due += 1;
  }
  return { language, practised, total: topics.length, due };
}

/** One row of the Topics table. */
export type TopicRow = TopicName & {
  attempts: number;
  bestWpm: number | null;
  lastAccuracy: number | null;
  nextReview: number | null;
};

/** Each topic of a language with its attempts, best WPM, last accuracy and next review. */
export function topicRows(
  attempts: readonly Attempt[],
  schedule: ReadonlyMap<string, TopicCard>,
  language: string,
  topics: readonly TopicName[],
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
    return {
      ...topic,
      attempts: list.length,
      bestWpm: list.length > 0 ? Math.max(...list.map((attempt) => attempt.wpm)) : null,
      lastAccuracy: last?.accuracy ?? null,
      nextReview: schedule.get(cardKey(language, topic.key))?.card.due.getTime() ?? null,
    };
  });
}

/** A topic's personal best and the change of the latest attempt from the one before. */
export type TopicRecord = { best: number; latest: number; latestAt: number; change: number | null };

/** The best WPM of a topic's attempts, and how the latest compares with the previous. */
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
  const previous = list.at(-2);
  return {
    best: Math.max(...list.map((attempt) => attempt.wpm)),
    latest: latest.wpm,
    latestAt: Date.parse(latest.finishedAt),
    change: previous ? latest.wpm - previous.wpm : null,
  };
}

/** One day of practice: how many drills, their mean WPM and accuracy. */
export type DayPoint = { day: string; drills: number; wpm: number; accuracy: number };

/** Practice per day in a time zone, oldest first. */
export function dailySeries(attempts: readonly Attempt[], timeZone: string): DayPoint[] {
  const days = new Map<string, { drills: number; wpm: number; accuracy: number }>();
  const format = dayFormatter(timeZone);
  for (const attempt of attempts) {
    const day = format(Date.parse(attempt.finishedAt));
    const sum = days.get(day) ?? { drills: 0, wpm: 0, accuracy: 0 };
    sum.drills += 1;
    sum.wpm += attempt.wpm;
    sum.accuracy += attempt.accuracy;
    days.set(day, sum);
  }
  return [...days]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, sum]) => ({
      day,
      drills: sum.drills,
      wpm: sum.wpm / sum.drills,
      accuracy: sum.accuracy / sum.drills,
    }));
}
