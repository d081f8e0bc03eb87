import { LANGUAGES, type LanguageKey } from '@/data/languages';

/** A source file's language by its extension (lowercase, without the dot). */
const BY_EXTENSION = new Map<string, LanguageKey>([
  ...(['js', 'mjs', 'cjs'] as const).map((ext) => [ext, 'javascript'] as const),
  ['jsx', 'react'],
  ...(['ts', 'mts', 'cts'] as const).map((ext) => [ext, 'typescript'] as const),
  ['tsx', 'react-typescript'],
  ['py', 'python'],
  ['go', 'go'],
  ['java', 'java'],
  ['cs', 'csharp'],
  ['rs', 'rust'],
  ...(['cpp', 'cc', 'cxx', 'hpp', 'h'] as const).map((ext) => [ext, 'cpp'] as const),
  ['kt', 'kotlin'],
  ['kts', 'kotlin'],
  ['swift', 'swift'],
  ['php', 'php'],
  ['rb', 'ruby'],
  ['scala', 'scala'],
  ['hs', 'haskell'],
]);

/** Info-string words that are not a language's key or name, as Markdown writers use them. */
const ALIASES: readonly (readonly [string, LanguageKey])[] = [
  ...(['js', 'mjs', 'cjs', 'node'] as const).map((word) => [word, 'javascript'] as const),
  ['jsx', 'react'],
  ['ts', 'typescript'],
  ['tsx', 'react-typescript'],
  ['py', 'python'],
  ['python3', 'python'],
  ['golang', 'go'],
  ['rs', 'rust'],
  ...(['cxx', 'hpp', 'cc'] as const).map((word) => [word, 'cpp'] as const),
  ['cs', 'csharp'],
  ['kt', 'kotlin'],
  ['kts', 'kotlin'],
  ['rb', 'ruby'],
  ['hs', 'haskell'],
];

/** A Markdown info string's first word: every language's key, its name ("c#") and alias. */
const BY_INFO_WORD = new Map<string, LanguageKey>([
  ...LANGUAGES.map((language) => [language.key, language.key] as const),
  ...LANGUAGES.map((language) => [language.name.toLowerCase(), language.key] as const),
  ...ALIASES,
]);

/** The extension of a file name, lowercase and without the dot; '' when it has none. */
export function extensionOf(fileName: string): string {
  return /\.([^./\\]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
}

/** The language of a source file by its extension, or null for any other file. */
export function languageOfFile(fileName: string): LanguageKey | null {
  return BY_EXTENSION.get(extensionOf(fileName)) ?? null;
}

/**
 * The first word of a fence's info string, lowercase, with attributes left out:
 * "python title=x", "{.rust}", "js{1,3}", "rust,ignore" and "ts:app.ts" give the language word.
 */
export function infoWord(info: string): string {
  return (
    info
      .trim()
      .toLowerCase()
      .replace(/^\{\s*\.?/, '')
      .split(/[\s{},:]/)[0] ?? ''
  );
}

/** The language a Markdown fence's info string names, or null ("sh", "json", none). */
export function languageOfInfo(info: string): LanguageKey | null {
  return BY_INFO_WORD.get(infoWord(info)) ?? null;
}
