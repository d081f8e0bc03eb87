import type { Page } from 'playwright-core';
import { LANGUAGES } from '@/data/languages';
import type { StoredAttempt } from '@/utils/progress/attempt';
import { readLanguageSnippets } from '../content/sources';
import { seedStore } from './seed';

/** A log of `count` plausible attempts over the last year, every language and topic. */
export async function syntheticLog(count: number, now: number): Promise<StoredAttempt[]> {
  const topics = await Promise.all(
    LANGUAGES.map(async ({ key }) => ({
      language: key,
      groups: (await readLanguageSnippets(key)).map((topic) => topic.key),
    })),
  );
  // A fixed sequence, so every run measures the same log.
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, (_, index): StoredAttempt => {
    const { language, groups } = topics[index % topics.length]!;
    const wpm = 25 + random() * 50;
    return {
      id: `bench-${index}`,
      language,
      group: groups[Math.floor(random() * groups.length)]!,
      mode: random() < 0.5 ? 'recall' : 'type',
      finishedAt: new Date(now - random() * 365 * 86_400_000).toISOString(),
      durationMs: 30_000 + Math.round(random() * 60_000),
      wpm,
      rawWpm: wpm + 3,
      accuracy: 0.85 + random() * 0.15,
      errors: 3,
      hints: 0,
      misses: [
        { expected: '(', typed: '[', tokenClass: 'bracket' },
        { expected: ';', typed: ':', tokenClass: 'punctuation' },
        { expected: 'e', typed: 'r', tokenClass: 'identifier' },
      ],
      classTimes: { identifier: { chars: 120, ms: 24_000 }, bracket: { chars: 20, ms: 6_000 } },
    };
  });
}

/** Replaces the stored attempt log with these records (the page's own IndexedDB). */
export function seedLog(page: Page, attempts: readonly StoredAttempt[]): Promise<void> {
  return seedStore(page, 'attempts', attempts, true);
}
