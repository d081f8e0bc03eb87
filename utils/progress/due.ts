import { cardKey } from './attempt';
import type { TopicCard } from './schedule';

/** How many of a language's topics are due at `now`. (Alone, so the popup loads only this.) */
export function dueCount(
  schedule: ReadonlyMap<string, TopicCard>,
  language: string,
  topics: readonly string[],
  now: number,
): number {
  return topics.filter((topic) => {
    const due = schedule.get(cardKey(language, topic))?.card.due;
    return due !== undefined && due.getTime() <= now;
  }).length;
}
