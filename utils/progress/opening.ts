import type { Selection } from '@/utils/selection';
import { cardKey, type Attempt } from './attempt';
import { scheduledTopic } from './scheduledTopic';
import type { TopicCard } from './schedule';

/** What a new tab knows when it opens: the stored selection, the set and the log. */
export type OpeningInput = {
  selection: Selection;
  /** The selection's language's topic keys, in teaching order. */
  topics: readonly string[];
  attempts: readonly Attempt[];
  schedule: ReadonlyMap<string, TopicCard>;
  now: number;
};

/** The latest finished drill that grades a topic (weak-spots drills do not). */
export function lastGraded(attempts: readonly Attempt[]): Attempt | null {
  let last: Attempt | null = null;
  for (const attempt of attempts) {
    if (attempt.mode === 'weak-spots') continue;
    if (!last || attempt.finishedAt > last.finishedAt) last = attempt;
  }
  return last;
}

/**
 * The topic a new tab opens on. A finished drill stores its own topic as the selection, so
 * a stored topic other than the last finished one is a choice the user made since (popup
 * Practice, the topic list, Previous/Next): it wins. Otherwise the schedule picks, never
 * the topic just finished.
 */
export function openingTopic({ selection, topics, attempts, schedule, now }: OpeningInput) {
  const last = lastGraded(attempts);
  const sameLanguage = last?.language === selection.language;
  const justFinished = sameLanguage ? last.topic : null;
  const chosen =
    selection.topic !== null && selection.topic !== justFinished ? selection.topic : null;
  const due = new Map<string, number>();
  for (const topic of topics) {
    const card = schedule.get(cardKey(selection.language, topic));
    if (card) due.set(topic, card.card.due.getTime());
  }
  return scheduledTopic({ topics, due, now, justFinished, chosen });
}
