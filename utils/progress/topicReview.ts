import { recallLevel, type RecallLevel } from '@/utils/drill/recall/levels';
import { cardKey } from './attempt';
import { cardReviews, type CardReview, type TopicCard } from './schedule';

type Schedule = ReadonlyMap<string, TopicCard>;

/**
 * One card's review state: card `index` of a topic of `count` cards (null when neither it
 * nor its whole topic was ever reviewed).
 */
export function cardReview(
  schedule: Schedule | null | undefined,
  language: string,
  topic: string,
  index: number,
  count?: number,
): CardReview | null {
  const entry = schedule?.get(cardKey(language, topic));
  return entry ? (cardReviews(entry, count)[index] ?? null) : null;
}

/** A topic's level in lists: the lowest of its cards' (a card never reviewed is at 0). */
export function topicLevel(entry: TopicCard | undefined, count?: number): RecallLevel {
  if (!entry) return 0;
  return Math.min(
    ...cardReviews(entry, count).map((review) => recallLevel(review?.card)),
  ) as RecallLevel;
}

/** How many of a topic's cards are due at `now`, of how many. */
export function dueCards(
  entry: TopicCard | undefined,
  now: number,
  count?: number,
): { due: number; of: number } {
  if (!entry) return { due: 0, of: count ?? 1 };
  const reviews = cardReviews(entry, count);
  const due = reviews.filter((review) => review && review.card.due.getTime() <= now).length;
  return { due, of: reviews.length };
}
