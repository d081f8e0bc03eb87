import { createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';
import { eachInSteps, runSteps, sortedInSteps, type Steps } from '@/utils/slices';
import { cardKey, type Attempt } from './attempt';
import { gradeAttempt } from './grade';

/** One FSRS card's review state: a card of a topic (utils/drill/cards.ts), or the whole topic. */
export type CardReview = { card: Card; attempts: number; lastAt: number };

/**
 * One topic's review state, replayed from its attempts. Each of its cards is an FSRS card:
 * a drill of one card reviews that card, a drill without a card (the whole topic, and every
 * record made before cards) reviews every card. So a card never drilled alone has the
 * reviews of the whole topic (`whole`); one drilled alone has its own (`parts`), which go
 * on taking whole-topic drills. `card`, `attempts` and `lastAt` sum the topic up for lists:
 * the card due first, the attempts on any card, the latest.
 */
export type TopicCard = CardReview & {
  whole: CardReview | null;
  parts: ReadonlyMap<number, CardReview>;
  /** The topic's card count at its latest card drill; 1 while it has none. */
  count: number;
};

// No fuzz: the same log always gives the same schedule (tests, and two pages agree).
const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

/**
 * Every practised (language, topic) card, keyed by `language/topic`: each graded attempt of
 * the log is replayed through FSRS in time order. Weak-spots drills grade no topic.
 */
export const buildSchedule = (attempts: readonly Attempt[]): Map<string, TopicCard> =>
  runSteps(scheduleSteps(attempts));

/** Attempts replayed between two points where the work may pause: FSRS costs about 15 µs each. */
const REPLAYS_PER_STEP = 200;

/**
 * `buildSchedule` in steps (utils/slices.ts): a log of 100,000 attempts takes about 1.5 s to
 * replay, which in one task would freeze a page.
 */
export function* scheduleSteps(attempts: readonly Attempt[]): Steps<Map<string, TopicCard>> {
  const graded = attempts.filter((attempt) => attempt.mode !== 'weak-spots');
  const inOrder = yield* sortedInSteps(graded, (attempt) => Date.parse(attempt.finishedAt));
  const cards = new Map<string, TopicCard>();
  yield* eachInSteps(inOrder, (attempt) => replay(cards, attempt), REPLAYS_PER_STEP);
  return cards;
}

/** A card's review state after one more review, graded `grade` at `at`. */
function reviewed(previous: CardReview | null | undefined, at: number, grade: Grade): CardReview {
  const card = previous ? previous.card : createEmptyCard(new Date(at));
  const next = scheduler.next(card, new Date(at), grade).card;
  return { card: next, attempts: (previous?.attempts ?? 0) + 1, lastAt: at };
}

/**
 * Grades one attempt into its topic's cards (a new entry: the map's are never changed, so
 * `withAttempt` may share them).
 */
function replay(cards: Map<string, TopicCard>, attempt: Attempt): void {
  if (attempt.mode === 'weak-spots') return;
  const at = Date.parse(attempt.finishedAt);
  const grade = gradeAttempt(attempt);
  const key = cardKey(attempt.language, attempt.topic);
  const previous = cards.get(key);
  let whole = previous?.whole ?? null;
  const parts = new Map(previous?.parts);
  let count = previous?.count ?? 1;
  let latest: CardReview;
  if (attempt.card === undefined) {
    whole = latest = reviewed(whole, at, grade);
    for (const [index, part] of parts) parts.set(index, reviewed(part, at, grade));
  } else {
    latest = reviewed(parts.get(attempt.card) ?? whole, at, grade);
    parts.set(attempt.card, latest);
    count = attempt.cards ?? count;
  }
  const entry = { whole, parts, count };
  const first = cardReviews(entry).reduce<CardReview>(
    (soonest, review) => (review && review.card.due < soonest.card.due ? review : soonest),
    latest,
  );
  cards.set(key, {
    ...entry,
    card: first.card,
    attempts: (previous?.attempts ?? 0) + 1,
    lastAt: at,
  });
}

/**
 * Each card's review state, by index, for a topic of `count` cards (the count of its latest
 * card drill unless the page knows it now): its own, or the whole topic's, or null for a
 * card never reviewed.
 */
export function cardReviews(
  topic: Pick<TopicCard, 'whole' | 'parts' | 'count'>,
  count = topic.count,
): (CardReview | null)[] {
  return Array.from({ length: count }, (_, index) => topic.parts.get(index) ?? topic.whole);
}

/**
 * The schedule after one more attempt, the latest of the log: the same as replaying the
 * whole log, at the cost of one card (a drill that ends never waits for the whole log).
 */
export function withAttempt(
  schedule: ReadonlyMap<string, TopicCard>,
  attempt: Attempt,
): Map<string, TopicCard> {
  const next = new Map(schedule);
  replay(next, attempt);
  return next;
}

/**
 * The schedule with each topic the lookups made due (`lookupJoins`, utils/progress/lookups.ts)
 * due at the lookup that made it: its cards due later come forward, and a topic never
 * drilled gets a new card due then. No review is added: its attempts and reviews stay.
 */
export function withLookups(
  schedule: ReadonlyMap<string, TopicCard>,
  joins: ReadonlyMap<string, { at: number }>,
): ReadonlyMap<string, TopicCard> {
  if (joins.size === 0) return schedule;
  const next = new Map(schedule);
  for (const [key, { at }] of joins) {
    const due = new Date(at);
    const entry = schedule.get(key);
    if (!entry) {
      const fresh: CardReview = { card: createEmptyCard(due), attempts: 0, lastAt: at };
      next.set(key, { ...fresh, whole: fresh, parts: new Map(), count: 1 });
      continue;
    }
    const sooner = <T extends CardReview | null>(review: T): T =>
      review && review.card.due.getTime() > at
        ? { ...review, card: { ...review.card, due } }
        : review;
    const parts = new Map([...entry.parts].map(([index, part]) => [index, sooner(part)]));
    next.set(key, { ...sooner(entry), whole: sooner(entry.whole), parts });
  }
  return next;
}
