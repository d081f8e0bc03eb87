import type { LanguageKey } from '@/data/languages';
import type { Miss, StoredAttempt } from '@/utils/progress/attempt';
import { EXPORT_FORMAT, EXPORT_VERSION } from '@/utils/progress/exportFile';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { readLanguageSnippets } from '../content/sources';

const DAY_MS = 86_400_000;

/** The languages a practised history is in: someone learning Rust from Python, with some Go. */
const PRACTISED: readonly { language: LanguageKey; share: number }[] = [
  { language: 'rust', share: 0.45 },
  { language: 'python', share: 0.35 },
  { language: 'go', share: 0.2 },
];

/** Misses a person makes, each with its token class: Rust's `<`, `&` and `::` lead. */
const MISSES: readonly Miss[] = [
  { expected: '<', typed: ',', tokenClass: 'bracket' },
  { expected: '{', typed: '[', tokenClass: 'bracket' },
  { expected: ')', typed: '0', tokenClass: 'bracket' },
  { expected: '&', typed: '7', tokenClass: 'operator' },
  { expected: '-', typed: '=', tokenClass: 'operator' },
  { expected: ':', typed: ';', tokenClass: 'punctuation' },
  { expected: "'", typed: '"', tokenClass: 'punctuation' },
  { expected: 'e', typed: 'r', tokenClass: 'identifier' },
  { expected: 'f', typed: 'g', tokenClass: 'keyword' },
  { expected: '"', typed: "'", tokenClass: 'string' },
  { expected: '1', typed: '2', tokenClass: 'number' },
];

/** A fixed sequence (a linear congruential generator), so every run draws the same history. */
function sequence(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

/**
 * `count` attempts over the last `weeks` weeks in Rust, Python and Go, most days practised,
 * speed rising and misses falling as the weeks go by: a history that fills every chart.
 */
export async function practisedHistory(
  count: number,
  now: number,
  weeks = 6,
): Promise<StoredAttempt[]> {
  const topics = new Map(
    await Promise.all(
      PRACTISED.map(
        async ({ language }) =>
          [language, (await readLanguageSnippets(language)).map((topic) => topic.key)] as const,
      ),
    ),
  );
  const random = sequence(29);
  const span = weeks * 7 * DAY_MS;
  return Array.from({ length: count }, (_, index): StoredAttempt => {
    // Spread over the span, oldest first, with a day off now and then.
    const progress = index / Math.max(1, count - 1);
    const finishedAt = now - span + progress * (span - DAY_MS / 2) + random() * 3_600_000;
    let pick = random();
    const { language } = PRACTISED.find(({ share }) => (pick -= share) < 0) ?? PRACTISED[0]!;
    const keys = topics.get(language)!;
    // The first topics are drilled most: a learner starts at the top of a set.
    const group = keys[Math.floor(random() ** 2 * Math.min(keys.length, 14))]!;
    const wpm = 28 + progress * 30 + random() * 12;
    const errors = Math.round((1 - progress) * 6 + random() * 4);
    const misses = Array.from(
      { length: errors },
      () => MISSES[Math.floor(random() ** 1.6 * MISSES.length)]!,
    );
    const recall = random() < 0.3;
    return {
      id: `screenshots-${index}`,
      language,
      group,
      mode: recall ? 'recall' : 'type',
      finishedAt: new Date(Math.min(finishedAt, now - 60_000)).toISOString(),
      durationMs: 40_000 + Math.round(random() * 50_000),
      wpm,
      rawWpm: wpm + 2 + random() * 4,
      accuracy: Math.max(0.8, 1 - errors / 220),
      errors,
      hints: recall && random() < 0.3 ? 1 : 0,
      misses,
      classTimes: {
        identifier: { chars: 140, ms: 30_000 - progress * 8_000 },
        keyword: { chars: 40, ms: 7_000 },
        bracket: { chars: 36, ms: 11_000 - progress * 3_000 },
        operator: { chars: 18, ms: 5_000 },
        punctuation: { chars: 30, ms: 6_500 },
        string: { chars: 48, ms: 9_000 - progress * 2_000 },
        number: { chars: 12, ms: 2_400 },
        comment: { chars: 60, ms: 11_000 },
      },
    };
  });
}

/** A progress file (the export format) holding `attempts`, as Import progress reads it. */
export function progressFile(attempts: readonly StoredAttempt[], now: number) {
  return {
    name: 'history.json',
    mimeType: 'application/json',
    buffer: Buffer.from(
      JSON.stringify({
        format: EXPORT_FORMAT,
        version: EXPORT_VERSION,
        exportedAt: new Date(now).toISOString(),
        settings: DEFAULT_SETTINGS,
        attempts,
        snippets: [],
      }),
    ),
  };
}
