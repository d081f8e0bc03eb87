import { createEmptyCard, fsrs, generatorParameters, type Card } from 'ts-fsrs';
import { cardKey, type Attempt } from './attempt';
import { gradeAttempt } from './grade';

/** One topic's review state, replayed from its attempts. */
export type TopicCard = { card: Card; attempts: number; lastAt: number };

// No fuzz: the same log always gives the same schedule (tests, and two pages agree).
const scheduler = fsrs(generatorParameters({ enable_fuzz: false }));

/**
 * Every practised (language, topic) card, keyed by `language/topic`: each graded attempt of
 * the log is replayed through FSRS in time order. Weak-spots drills grade no topic.
 */
export function buildSchedule(attempts: readonly Attempt[]): Map<string, TopicCard> {
  const cards = new Map<string, TopicCard>();
  for (const attempt of gradedInOrder(attempts)) replay(cards, attempt);
  return cards;
}

/** The attempts that grade a topic (not weak-spots drills), in the order they finished. */
function gradedInOrder(attempts: readonly Attempt[]): Attempt[] {
  return attempts
    .filter((attempt) => attempt.mode !== 'weak-spots')
    .map((attempt) => ({ attempt, at: Date.parse(attempt.finishedAt) }))
    .sort((a, b) => a.at - b.at)
    .map(({ attempt }) => attempt);
}

/** Grades one attempt into its card, in place. */
function replay(cards: Map<string, TopicCard>, attempt: Attempt): void {
  if (attempt.mode === 'weak-spots') return;
  const at = Date.parse(attempt.finishedAt);
  const key = cardKey(attempt.language, attempt.topic);
  const previous = cards.get(key);
  const card: Card = previous ? previous.card : createEmptyCard(new Date(at));
  const next = scheduler.next(card, new Date(at), gradeAttempt(attempt)).card;
  cards.set(key, { card: next, attempts: (previous?.attempts ?? 0) + 1, lastAt: at });
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

/** Attempts replayed per slice by `buildScheduleInSlices`: well under 200 ms of main thread. */
export const SCHEDULE_SLICE = 5_000;

/**
 * `buildSchedule`, with `pause()` awaited after every `slice` attempts replayed: the same
 * schedule, built in short tasks. FSRS costs about 15 µs an attempt, so a log of 100,000
 * takes 1.5 s, which in one task would freeze a page.
 */
export async function buildScheduleInSlices(
  attempts: readonly Attempt[],
  pause: () => Promise<void>,
  slice = SCHEDULE_SLICE,
): Promise<Map<string, TopicCard>> {
  const graded = gradedInOrder(attempts);
  await pause();
  const cards = new Map<string, TopicCard>();
  for (let start = 0; start < graded.length; start += slice) {
    for (const attempt of graded.slice(start, start + slice)) replay(cards, attempt);
    await pause();
  }
  return cards;
}
