import type MiniSearch from 'minisearch';
import type { SearchResult } from 'minisearch';

/** A topic another language lacks, as the search index can find its nearest by. */
export type WantedTopic = { key: string; title: string; code: string };

/** Words too common in code and comments to say what a topic is about. */
const COMMON = new Set([
  'the',
  'and',
  'for',
  'with',
  'from',
  'this',
  'that',
  'are',
  'its',
  'not',
  'new',
  'one',
  'main',
  'print',
  'println',
  'printf',
  'console',
  'log',
  'fmt',
  'std',
  'return',
  'let',
  'var',
  'val',
  'const',
  'def',
  'func',
  'fun',
  'function',
  'string',
  'int',
  'str',
  'void',
  'public',
  'static',
  'class',
  'import',
  'use',
  'value',
  'values',
  'here',
  'can',
  'when',
]);

/** The words of a text as the index splits them (`search.ts`'s NOT_A_NAME), lower case. */
const wordsOf = (text: string) =>
  text
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3 && !COMMON.has(word) && !/^\d/.test(word));

/** How many of the wanted code's words a query asks at most (the rarest first is no cheaper). */
const CODE_WORDS = 60;

/**
 * The topics of `language` nearest a topic it lacks, best first: by the words of its title
 * and key (in titles and keys, weighted most), then the names and comment words of its code
 * (in code), through the search index every page already has. The index weighs rare words
 * above common ones, so "Ownership" in Haskell finds what its code is about, not the
 * language's first topics.
 */
export function nearestInIndex<T>(
  index: MiniSearch<T>,
  wanted: WantedTopic,
  language: string,
  count = 3,
): SearchResult[] {
  const named = [...new Set(wordsOf(`${wanted.title} ${wanted.key.replaceAll('-', ' ')}`))];
  const code = [...new Set(wordsOf(wanted.code))].slice(0, CODE_WORDS);
  return index
    .search(
      {
        combineWith: 'OR',
        queries: [
          { queries: named, fields: ['title', 'keyWords'], boost: { title: 3, keyWords: 3 } },
          { queries: code, fields: ['code'] },
        ],
      },
      {
        filter: (result) => result.language === language,
        fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
        prefix: (term: string) => term.length >= 4,
        weights: { prefix: 0.3, fuzzy: 0.2 },
      },
    )
    .slice(0, count);
}
