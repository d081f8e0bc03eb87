import { LANGUAGES, type LanguageKey } from '@/data/languages';

/** A source file's language by its extension (lowercase, without the dot). */
const BY_EXTENSION = new Map<string, LanguageKey>(
  LANGUAGES.flatMap(({ key, extensions }) => extensions.map((ext) => [ext, key] as const)),
);

/** A Markdown info string's first word: every language's key, its name ("c#") and aliases. */
const BY_INFO_WORD = new Map<string, LanguageKey>(
  LANGUAGES.flatMap(({ key, name, aliases }) =>
    [key, name.toLowerCase(), ...aliases].map((word) => [word, key] as const),
  ),
);

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
