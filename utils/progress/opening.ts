import type { Selection } from '@/utils/selection';
import { cardKey, type Attempt } from './attempt';
import type { Join } from './lookups';
import { scheduledTopic } from './scheduledTopic';
import { cardReviews, type TopicCard } from './schedule';

/** Where a new tab opens: a topic and its card (by index). */
export type Place = { topic: string; card: number };

/** What a new tab knows when it opens: the stored selection, the set and the log. */
type OpeningInput = {
  selection: Selection;
  /** The selection's language's topic keys, in teaching order. */
  topics: readonly string[];
  attempts: readonly Attempt[];
  schedule: ReadonlyMap<string, TopicCard>;
  now: number;
  /** Topics with nothing to type (an own snippet of comments only): opened only by choice. */
  untyped?: ReadonlySet<string>;
  /** The topics lookups made due, by `language/topic` (`lookupJoins`). */
  joins?: ReadonlyMap<string, Join>;
};

/** The latest finished drill that grades a topic (weak-spots drills do not). */
function lastGraded(attempts: readonly Attempt[]): Attempt | null {
  let last: Attempt | null = null;
  for (const attempt of attempts) {
    if (attempt.mode === 'weak-spots') continue;
    if (!last || attempt.finishedAt > last.finishedAt) last = attempt;
  }
  return last;
}

/**
 * The topic of the selection's language that lookups made due last since its place was
 * chosen by hand (any time, for a place a new tab opened on by itself), or null: without
 * this, a topic looked up would wait for the next drill. A choice made after the lookups
 * still wins.
 */
function joinedSince(
  selection: Selection,
  topics: readonly string[],
  joins: ReadonlyMap<string, Join>,
  untyped: ReadonlySet<string>,
): string | null {
  const chosenAt = selection.chosenAt ?? -Infinity;
  let latest: { topic: string; at: number } | null = null;
  for (const topic of topics) {
    const join = joins.get(cardKey(selection.language, topic));
    if (!join || join.at <= chosenAt || untyped.has(topic)) continue;
    if (!latest || join.at > latest.at) latest = { topic, at: join.at };
  }
  return latest?.topic ?? null;
}

// A place as one id for `scheduledTopic` (topic keys are slugs: no '#').
const placeId = (topic: string, card: number) => `${topic}#${card}`;

/**
 * The card a new tab opens on. A finished drill stores its own topic and card as the
 * selection, so a stored place other than the last finished one is a choice the user made
 * since (popup Practice, the topic list, Previous/Next): it wins; so does a place chosen
 * (`chosenAt`) after the last drill finished, even the same one. Otherwise the schedule
 * picks the most overdue card, then the first never drilled, never the card just finished
 * (every card of a topic just drilled whole), never a topic with nothing to type. A topic's
 * cards are as many as its latest card drill counted (the page clamps to the topic's cards
 * now). A topic lookups made due after the place was chosen by hand wins over that place
 * (`joinedSince`), and any such topic wins over a place a new tab opened on by itself (stored
 * without `chosenAt`): its most overdue card.
 */
export function openingTopic({
  selection,
  topics,
  attempts,
  schedule,
  now,
  untyped = new Set(),
  joins = new Map(),
}: OpeningInput): Place | null {
  const last = lastGraded(attempts);
  const finishedHere = last?.language === selection.language ? last : null;
  const isFinished = (topic: string, card: number) =>
    finishedHere?.topic === topic && (finishedHere.card ?? card) === card;
  const selected = { topic: selection.topic, card: selection.card ?? 0 };
  // A choice made after the last drill (the popup's Practise on the topic just drilled).
  const chosenSince =
    selection.chosenAt !== undefined &&
    (last === null || selection.chosenAt > Date.parse(last.finishedAt));
  const kept =
    selected.topic !== null &&
    topics.includes(selected.topic) &&
    (chosenSince || !isFinished(selected.topic, selected.card))
      ? selected.topic
      : null;
  // Only a kept place gives way to lookups; otherwise the schedule, lookups in it, decides.
  const joined = kept === null ? null : joinedSince(selection, topics, joins, untyped);
  if (kept !== null && joined === null) return { topic: kept, card: selected.card };
  const places: Place[] = [];
  const due = new Map<string, number>();
  for (const topic of joined === null ? topics : [joined]) {
    if (untyped.has(topic)) continue;
    const entry = schedule.get(cardKey(selection.language, topic));
    const reviews = entry ? cardReviews(entry) : [null];
    reviews.forEach((review, card) => {
      places.push({ topic, card });
      if (review) due.set(placeId(topic, card), review.card.due.getTime());
    });
  }
  const ids = places.map((place) => placeId(place.topic, place.card));
  const finished = places
    .filter((place) => isFinished(place.topic, place.card))
    .map((place) => placeId(place.topic, place.card));
  const picked = scheduledTopic({ topics: ids, due, now, justFinished: finished, chosen: null });
  return picked === null ? null : places[ids.indexOf(picked)]!;
}
