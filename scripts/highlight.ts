import { createHighlighter, type BundledLanguage, type Highlighter } from 'shiki';
import type { HighlightedGroup, HighlightedSet, SnippetGroup, TokenStyle } from '@/data/types';

/** The Shiki (VS Code) grammar for each language key. */
export const SHIKI_LANGUAGES: Record<string, BundledLanguage> = {
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
};

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

/**
 * Turns one language's groups into tokens at build time. Each group is highlighted as one
 * file, so multi-line constructs colour correctly; tokens are split back per line, and the
 * palette is shared by the whole set so each token carries one small index.
 */
export async function highlightSet(
  languageKey: string,
  groups: readonly SnippetGroup[],
): Promise<HighlightedSet> {
  const lang = SHIKI_LANGUAGES[languageKey];
  if (!lang) throw new Error(`No Shiki grammar for language "${languageKey}"`);
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
  const highlighted = groups.map((group): HighlightedGroup => {
    const lines = shiki.codeToTokensWithThemes(group.snippets.join('\n'), { lang, themes: THEMES });
    const tokens = group.snippets.map((_, row) =>
      (lines[row] ?? []).map((token) => {
        const light = token.variants.light;
        const dark = token.variants.dark;
        const style: TokenStyle = [
          (light?.color ?? '').toLowerCase(),
          (dark?.color ?? '').toLowerCase(),
          light?.fontStyle && light.fontStyle > 0 ? light.fontStyle : 0,
        ];
        return [token.content, indexOf(style)] as const;
      }),
    );
    return { title: group.title, key: group.key, snippets: group.snippets, tokens };
  });
  return { palette, groups: highlighted };
}
