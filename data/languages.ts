import type { Language } from '@/data/types';

/** The sixteen languages in the product's order; the current language is an index into it. */
export const LANGUAGES = [
  { name: 'JavaScript', key: 'javascript', available: true },
  { name: 'TypeScript', key: 'typescript', available: true },
  { name: 'React', key: 'react', available: true },
  { name: 'React TypeScript', key: 'react-typescript', available: true },
  { name: 'Python', key: 'python', available: true },
  { name: 'Go', key: 'go', available: true },
  { name: 'Java', key: 'java', available: true },
  { name: 'C#', key: 'csharp', available: true },
  { name: 'Rust', key: 'rust', available: true },
  { name: 'C++', key: 'cpp', available: true },
  { name: 'Kotlin', key: 'kotlin', available: true },
  { name: 'Swift', key: 'swift', available: true },
  { name: 'PHP', key: 'php', available: true },
  { name: 'Ruby', key: 'ruby', available: true },
  { name: 'Scala', key: 'scala', available: true },
  { name: 'Haskell', key: 'haskell', available: true },
] as const satisfies readonly Language[];

/** A language's key; every per-language table is a `Record<LanguageKey, …>`. */
export type LanguageKey = (typeof LANGUAGES)[number]['key'];

/** The language shown when no other matches: a fresh install, or an unknown stored key. */
export const FALLBACK_LANGUAGE_KEY: LanguageKey = 'javascript';

/** The index of the language with this key, or -1. */
export function languageIndexOf(key: string): number {
  return LANGUAGES.findIndex((language) => language.key === key);
}

/** Narrows any text to a language key, or null when no language has it. */
export function asLanguageKey(key: string): LanguageKey | null {
  return languageIndexOf(key) >= 0 ? (key as LanguageKey) : null;
}

/** The language with this key (every key names one). */
export function languageOf(key: LanguageKey): (typeof LANGUAGES)[number] {
  return LANGUAGES[languageIndexOf(key)]!;
}
