import { createHighlighter, type BundledLanguage, type Highlighter, type ThemedToken } from 'shiki';
// Relative: the build loads this module from wxt.config.ts, before the @/ alias exists.
import { TOKEN_CLASSES, partClasses } from '../utils/tokenClasses';
import type { LanguageKey } from '@/data/languages';
import type { HighlightedSet, HighlightedTopic, SnippetGroup, TokenStyle } from '@/data/types';

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

/** Light and dark themes; the page picks one through `prefers-color-scheme`. */
export const THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: [THEMES.light, THEMES.dark],
    langs: Object.values(SHIKI_LANGUAGES),
  });
  return highlighter;
}

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
 * Turns one language's topics into tokens at build time. Each topic is highlighted as one
 * file, so multi-line constructs colour correctly; tokens are split back per line, and the
 * palette is shared by the whole set so each token carries one small index. A palette entry
 * also names its token class, so a token splits only where its characters' class changes.
 */
export async function highlightSet(
  language: LanguageKey,
  topics: readonly SnippetGroup[],
): Promise<HighlightedSet> {
  const lang = SHIKI_LANGUAGES[language];
  const shiki = await getHighlighter();
  const palette: TokenStyle[] = [];
  const styleIndex = new Map<string, number>();
  const indexOf = (style: TokenStyle): number => {
    const id = style.join(' ');
    let index = styleIndex.get(id);
    if (index === undefined) {
      index = palette.push(style) - 1;
      styleIndex.set(id, index);
    }
    return index;
  };
  const highlighted = topics.map((topic): HighlightedTopic => {
    const code = topic.snippets.join('\n');
    const lines = shiki.codeToTokensWithThemes(code, { lang, themes: THEMES });
    const classes = characterClasses(
      shiki.codeToTokensBase(code, { lang, theme: THEMES.light, includeExplanation: 'scopeName' }),
    );
    const tokens = topic.snippets.map((_, row) => {
      const lineClasses = classes[row] ?? [];
      let column = 0;
      return (lines[row] ?? []).flatMap((token) => {
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
          ([text, tokenClass]) => [text, indexOf([...colours, tokenClass])] as const,
        );
      });
    });
    return { title: topic.title, key: topic.key, lines: topic.snippets, tokens };
  });
  return { palette, topics: highlighted };
}
