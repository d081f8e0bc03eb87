import type { Language } from '@/data/types';

/** The sixteen languages in the spec's order; the current language is an index into this list. */
export const LANGUAGES: readonly Language[] = [
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
];

/** The index of the language with this key, or -1. */
export function languageIndexOf(key: string): number {
  return LANGUAGES.findIndex((language) => language.key === key);
}
