import type { LanguageKey } from '@/data/languages';
import type { HighlightedSet, HighlightedTopic } from '@/data/types';
import { createPalette } from '@/utils/highlight/palette';
import type { SearchDocument } from '@/utils/lookup/search';
import type { OwnSnippet } from './snippet';

/**
 * The snippets that are topics of a language now: not deleted (but for `keep`, the key a page
 * shows, so a snippet deleted meanwhile stays until the page moves on), in the order they
 * were made.
 */
export function liveSnippets(
  snippets: readonly OwnSnippet[],
  language?: LanguageKey,
  keep: string | null = null,
): OwnSnippet[] {
  return snippets
    .filter(
      (snippet) =>
        (!snippet.deletedAt || snippet.key === keep) &&
        (!language || snippet.language === language),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * A language's set with the user's own snippets after its built-in topics, so the built-in
 * topic indices still hold. Each snippet brings its own palette: its entries join the set's
 * (one entry per distinct style) and its tokens are renumbered to them.
 */
export function withOwnTopics(
  set: HighlightedSet,
  snippets: readonly OwnSnippet[],
  language: LanguageKey,
  keep: string | null = null,
): HighlightedSet {
  const own = liveSnippets(snippets, language, keep);
  if (own.length === 0) return set;
  const { palette, indexOf } = createPalette(set.palette);
  const topics = own.map((snippet): HighlightedTopic => {
    const renumber = snippet.palette.map(indexOf);
    return {
      title: snippet.title,
      key: snippet.key,
      lines: snippet.lines,
      mine: true,
      tokens: snippet.tokens.map((line) =>
        line.map(([text, style]) => [text, renumber[style] ?? 0] as const),
      ),
    };
  });
  return { palette, topics: [...set.topics, ...topics] };
}

/** The keys and titles of a language's own snippets, as `virtual:topic-names` lists topics. */
export const ownTopicNames = (snippets: readonly OwnSnippet[], language: LanguageKey) =>
  liveSnippets(snippets, language).map(({ key, title }): [string, string] => [key, title]);

/**
 * The own snippets as search documents. Their ids follow the built-in `language/index` ids
 * (a set has far fewer than `OWN_ID_START` topics), so a language's topics list in order.
 */
export function ownSearchDocuments(snippets: readonly OwnSnippet[]): SearchDocument[] {
  const position = new Map<string, number>();
  return liveSnippets(snippets).map((snippet) => {
    const index = position.get(snippet.language) ?? 0;
    position.set(snippet.language, index + 1);
    return {
      id: `${snippet.language}/${OWN_ID_START + index}`,
      language: snippet.language,
      title: snippet.title,
      key: snippet.key,
      code: snippet.lines.join('\n'),
      mine: true,
    };
  });
}

/** Where own snippets' search ids begin in each language. */
export const OWN_ID_START = 10_000;
