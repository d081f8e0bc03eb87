import type { Language } from '@/data/types';

/**
 * The sixteen languages in the product's order; the current language is an index into it.
 * Besides its name and key, a language answers to its `aliases` (typed in a search, or a
 * Markdown fence's info string) and its source files to their `extensions`.
 */
export const LANGUAGES = [
  {
    name: 'JavaScript',
    key: 'javascript',
    available: true,
    aliases: ['js', 'node', 'mjs', 'cjs'],
    extensions: ['js', 'mjs', 'cjs'],
  },
  {
    name: 'TypeScript',
    key: 'typescript',
    available: true,
    aliases: ['ts'],
    extensions: ['ts', 'mts', 'cts'],
  },
  { name: 'React', key: 'react', available: true, aliases: ['jsx'], extensions: ['jsx'] },
  {
    name: 'React TypeScript',
    key: 'react-typescript',
    available: true,
    aliases: ['tsx'],
    extensions: ['tsx'],
  },
  {
    name: 'Python',
    key: 'python',
    available: true,
    aliases: ['py', 'python3'],
    extensions: ['py'],
  },
  { name: 'Go', key: 'go', available: true, aliases: ['golang'], extensions: ['go'] },
  { name: 'Java', key: 'java', available: true, aliases: [], extensions: ['java'] },
  { name: 'C#', key: 'csharp', available: true, aliases: ['cs'], extensions: ['cs'] },
  { name: 'Rust', key: 'rust', available: true, aliases: ['rs'], extensions: ['rs'] },
  {
    name: 'C++',
    key: 'cpp',
    available: true,
    aliases: ['cc', 'cxx', 'hpp'],
    extensions: ['cpp', 'cc', 'cxx', 'hpp', 'h'],
  },
  {
    name: 'Kotlin',
    key: 'kotlin',
    available: true,
    aliases: ['kt', 'kts'],
    extensions: ['kt', 'kts'],
  },
  { name: 'Swift', key: 'swift', available: true, aliases: [], extensions: ['swift'] },
  { name: 'PHP', key: 'php', available: true, aliases: [], extensions: ['php'] },
  { name: 'Ruby', key: 'ruby', available: true, aliases: ['rb'], extensions: ['rb'] },
  { name: 'Scala', key: 'scala', available: true, aliases: [], extensions: ['scala'] },
  { name: 'Haskell', key: 'haskell', available: true, aliases: ['hs'], extensions: ['hs'] },
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
