import { asLanguageKey, type LanguageKey } from '@/data/languages';
import type { Attempt } from './attempt';

/** What the progress page shows: one language, or every language together. */
export type ProgressScope = LanguageKey | typeof ALL_LANGUAGES;

/** The scope of every language; no language has this key. */
export const ALL_LANGUAGES = 'all';

/** The language practised last (the latest `finishedAt`), or null with no history. */
export function lastPractised(attempts: readonly Attempt[]): LanguageKey | null {
  let latest: Attempt | null = null;
  let latestAt = -Infinity;
  for (const attempt of attempts) {
    const at = Date.parse(attempt.finishedAt);
    if (at > latestAt) [latest, latestAt] = [attempt, at];
  }
  return latest?.language ?? null;
}

/** The attempts a scope covers, in their order. */
export function inScope(attempts: readonly Attempt[], scope: ProgressScope): readonly Attempt[] {
  return scope === ALL_LANGUAGES
    ? attempts
    : attempts.filter((attempt) => attempt.language === scope);
}

/** Reads a scope from a control's value: a language's key or "all"; anything else is null. */
export function asScope(value: string): ProgressScope | null {
  return value === ALL_LANGUAGES ? ALL_LANGUAGES : asLanguageKey(value);
}
