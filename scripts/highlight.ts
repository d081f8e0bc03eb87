import { createHighlighter, type Highlighter } from 'shiki';
// Relative: the build loads this module from wxt.config.ts, before the @/ alias exists.
import { SHIKI_LANGUAGES, THEMES, highlightLines } from '../utils/highlight/tokens';
import { createPalette } from '../utils/highlight/palette';
import type { LanguageKey } from '@/data/languages';
import type { HighlightedSet, HighlightedTopic, SnippetGroup } from '@/data/types';

let highlighter: Promise<Highlighter> | undefined;

function getHighlighter(): Promise<Highlighter> {
  highlighter ??= createHighlighter({
    themes: [THEMES.light, THEMES.dark],
    langs: Object.values(SHIKI_LANGUAGES),
  });
  return highlighter;
}

/**
 * Turns one language's topics into tokens at build time, with every grammar and Oniguruma,
 * the regular expressions VS Code runs. Each topic is highlighted as one file; the palette
 * is shared by the whole set so each token carries one small index.
 */
export async function highlightSet(
  language: LanguageKey,
  topics: readonly SnippetGroup[],
): Promise<HighlightedSet> {
  const lang = SHIKI_LANGUAGES[language];
  const shiki = await getHighlighter();
  const palette = createPalette();
  const highlighted = topics.map((topic): HighlightedTopic => ({
    title: topic.title,
    key: topic.key,
    lines: topic.snippets,
    tokens: highlightLines(shiki, lang, topic.snippets, palette),
  }));
  return { palette: palette.palette, topics: highlighted };
}
