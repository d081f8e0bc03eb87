import fc from 'fast-check';
import type { Attempt, AttemptMode } from '@/utils/progress/attempt';

const TOPICS = ['closures', 'strings', 'basic-variables', 'error-handling'] as const;
const LANGUAGES = ['javascript', 'python', 'rust'] as const;
const START = Date.UTC(2026, 0, 1);

let next = 0;

/** A finished drill as `attemptFromDrill` records it (figures rounded as it rounds them). */
export function drill(at: number, fields: Partial<Attempt> = {}): Attempt {
  next += 1;
  return {
    id: crypto.randomUUID(),
    language: LANGUAGES[next % LANGUAGES.length] ?? 'javascript',
    topic: TOPICS[next % TOPICS.length] ?? 'closures',
    mode: next % 3 === 0 ? 'type' : 'recall',
    finishedAt: new Date(at).toISOString(),
    durationMs: 30_000 + ((next * 7919) % 90_000),
    wpm: Math.round(300 + ((next * 131) % 600)) / 10,
    rawWpm: Math.round(320 + ((next * 137) % 600)) / 10,
    accuracy: Math.round(7_000 + ((next * 997) % 3_001)) / 10_000,
    errors: next % 4,
    hints: next % 11 === 0 ? 1 : 0,
    misses: [],
    // Most drills are of one card of three (utils/drill/cards.ts); every fifth of a whole topic.
    ...(next % 5 === 0 ? {} : { card: next % 3, cards: 3 }),
    ...fields,
  };
}

/** Drills `count` a day from 2026-01-01, evenly spread over waking hours. */
export function drillsPerDay(days: number, count: number): Attempt[] {
  return Array.from({ length: days * count }, (_, index) => {
    const day = Math.floor(index / count);
    const slot = index % count;
    return drill(START + day * 86_400_000 + 8 * 3_600_000 + slot * Math.floor(50_400_000 / count));
  });
}

const MODES: readonly AttemptMode[] = ['type', 'recall', 'weak-spots'];

/** Any drill `attemptFromDrill` could record, at a time in 2026. */
export const arbitraryDrill = fc
  .record({
    at: fc.integer({ min: START, max: START + 360 * 86_400_000 }),
    language: fc.constantFrom(...LANGUAGES),
    topic: fc.constantFrom(...TOPICS),
    mode: fc.constantFrom(...MODES),
    durationMs: fc.integer({ min: 0, max: 3_600_000 }),
    wpm: fc.integer({ min: 0, max: 3_000 }),
    rawWpm: fc.integer({ min: 0, max: 3_000 }),
    accuracy: fc.integer({ min: 0, max: 10_000 }),
    errors: fc.nat(500),
    hints: fc.nat(40),
    card: fc.option(fc.nat(3), { nil: undefined }),
  })
  .map(({ at, wpm, rawWpm, accuracy, mode, topic, card, ...rest }): Attempt => ({
    ...rest,
    // A weak-spots drill has no topic, so no card; another is of one card of four, or whole.
    ...(card === undefined || mode === 'weak-spots' ? {} : { card, cards: 4 }),
    id: crypto.randomUUID(),
    mode,
    topic: mode === 'weak-spots' ? 'weak-spots' : topic,
    finishedAt: new Date(at).toISOString(),
    wpm: wpm / 10,
    rawWpm: rawWpm / 10,
    accuracy: accuracy / 10_000,
    misses: [],
  }));
