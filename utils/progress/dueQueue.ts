import { cardKey } from './attempt';
import type { Place } from './opening';
import { cardReviews, type TopicCard } from './schedule';

/**
 * The cards of a language's topics due at `now`, most overdue first (a topic's cards are as
 * many as its latest card drill counted, as where the new tab opens).
 */
export function dueQueue(
  schedule: ReadonlyMap<string, TopicCard>,
  language: string,
  topics: readonly string[],
  now: number,
): Place[] {
  const due: (Place & { at: number })[] = [];
  for (const topic of topics) {
    const entry = schedule.get(cardKey(language, topic));
    if (!entry) continue;
    cardReviews(entry).forEach((review, card) => {
      const at = review?.card.due.getTime();
      if (at !== undefined && at <= now) due.push({ topic, card, at });
    });
  }
  return due.sort((a, b) => a.at - b.at).map(({ topic, card }) => ({ topic, card }));
}
