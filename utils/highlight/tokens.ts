import type { BundledLanguage, ThemedToken, ThemedTokenWithVariants } from 'shiki';
import type { LanguageKey } from '@/data/languages';
import type { Token } from '@/data/types';
// Relative: the build loads this module from wxt.config.ts, before the @/ alias exists.
import type { Palette } from './palette';
import { TOKEN_CLASSES, partClasses } from './tokenClasses';

/**
 * From Shiki's output to our tokens, the one way both highlighters take: the build's (every
 * grammar, Oniguruma) and the snippets page's worker (a grammar at a time, JavaScript
 * regular expressions). Shiki's types only: the highlighter is handed in.
 */

/** The Shiki (VS Code) grammar for each language key. */
export const SHIKI_LANGUAGES = {
  javascript: 'javascript',
  typescript: 'typescript',
  react: 'jsx',
  'react-typescript': 'tsx',
  python: 'python',
  go: 'go',
  java: 'java',
  csharp: 'csharp',
  rust: 'rust',
  cpp: 'cpp',
  kotlin: 'kotlin',
  swift: 'swift',
  php: 'php',
  ruby: 'ruby',
  scala: 'scala',
  haskell: 'haskell',
} as const satisfies Record<LanguageKey, BundledLanguage>;

/** A grammar's name in Shiki. */
export type ShikiLanguage = (typeof SHIKI_LANGUAGES)[LanguageKey];

/** Light and dark themes; the page picks one through `prefers-color-scheme`. */
export const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** What both calls pass: the grammar, and no time limit (see `highlightLines`). */
type Untimed = { lang: ShikiLanguage; tokenizeTimeLimit: 0 };

/** The two calls tokens come from: a Shiki highlighter, full or core, has both. */
type TokenSource = {
  codeToTokensWithThemes: (
    code: string,
    options: Untimed & { themes: typeof THEMES },
  ) => ThemedTokenWithVariants[][];
  codeToTokensBase: (
    code: string,
    options: Untimed & { theme: typeof THEMES.light; includeExplanation: 'scopeName' },
  ) => ThemedToken[][];
};

const OTHER = TOKEN_CLASSES.indexOf('other');

/** Each line's characters as token class indices, from Shiki's scope explanation. */
function characterClasses(lines: ThemedToken[][]): number[][] {
  return lines.map((line) =>
    line.flatMap((token) =>
      (token.explanation ?? []).flatMap((part) => {
        const scopes = part.scopes.map((scope) => scope.scopeName);
        return partClasses(part.content, scopes).map((tokenClass) =>
          TOKEN_CLASSES.indexOf(tokenClass),
        );
      }),
    ),
  );
}

/** Splits text into runs of characters of one class: `[text, class]` pairs. */
function splitRuns(text: string, classAt: (offset: number) => number): [string, number][] {
  const runs: [string, number][] = [];
  for (let offset = 0; offset < text.length; offset += 1) {
    const tokenClass = classAt(offset);
    const last = runs.at(-1);
    if (last?.[1] === tokenClass) last[0] += text[offset]!;
    else runs.push([text[offset]!, tokenClass]);
  }
  return runs;
}

/**
 * Highlights lines as one file, so multi-line constructs colour correctly, and splits the
 * tokens back per line, each naming its style in `palette`. A style also names its token
 * class, so a token splits only where its characters' class changes.
 */
export function highlightLines(
  shiki: TokenSource,
  lang: ShikiLanguage,
  lines: readonly string[],
  { indexOf }: Palette,
): Token[][] {
  const code = lines.join('\n');
  // No time limit: past Shiki's default (500 ms a line, easily spent by a cold grammar on a
  // busy machine) the rest of the line is one token, so the colours would hang on the
  // machine's speed.
  const untimed: Untimed = { lang, tokenizeTimeLimit: 0 };
  const themed = shiki.codeToTokensWithThemes(code, { ...untimed, themes: THEMES });
  const classes = characterClasses(
    shiki.codeToTokensBase(code, {
      ...untimed,
      theme: THEMES.light,
      includeExplanation: 'scopeName',
    }),
  );
  return lines.map((_, row) => {
    const lineClasses = classes[row] ?? [];
    let column = 0;
    return (themed[row] ?? []).flatMap((token) => {
      const light = token.variants.light;
      const dark = token.variants.dark;
      const colours = [
        (light?.color ?? '').toLowerCase(),
        (dark?.color ?? '').toLowerCase(),
        // Shiki's FontStyle is a bit set; NotSet (-1) means no style.
        Math.max(0, light?.fontStyle ?? 0),
      ] as const;
      // A token of one colour splits where its characters' classes change.
      const start = column;
      column += token.content.length;
      return splitRuns(token.content, (offset) => lineClasses[start + offset] ?? OTHER).map(
        ([text, tokenClass]): Token => [text, indexOf([...colours, tokenClass])],
      );
    });
  });
}
