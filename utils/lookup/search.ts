import MiniSearch, { type Options, type Query, type SearchResult } from 'minisearch';
import type { Language } from '@/data/types';
// Relative: the build loads this module from wxt.config.ts, before the @/ alias exists.
import { escapeRegExp } from './escapeRegExp';
import { markMatches, type MarkedPart } from './markMatches';
import { nearestInIndex, type WantedTopic } from './nearest';

/** One searchable topic: its title, key and code, from any language; `mine` if the user's. */
export type SearchDocument = {
  id: string;
  language: string;
  title: string;
  key: string;
  code: string;
  mine?: true;
};

/** A result as the popup shows it. */
export type TopicMatch = {
  language: string;
  key: string;
  title: string;
  /** The title in parts, the ones that matched the query marked. */
  titleParts: MarkedPart[];
  /** One of the user's own snippets: the popup marks it "Mine". */
  mine?: true;
};

/**
 * What separates the words of code: anything but letters, digits and `_`, so
 * `useState<string>(` and a tab before `defer` give the API names themselves, and `array_map`
 * stays one name.
 */
const NOT_A_NAME = /[^\p{L}\p{N}_]+/u;

/** Words that join a title's words and name nothing. */
const LINKING_WORDS = new Set(['and', 'the', 'of', 'a', 'an', 'to']);

/** A plural's last "s" (not of "class", "focus" or "is"). */
const PLURAL_S = /(?<=[a-z]{3}[^su])s$/;

/** Index settings shared by the build (which writes the index) and the popup (which loads it). */
const SEARCH_INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ['title', 'keyWords', 'code'],
  storeFields: ['language', 'title', 'key', 'mine'],
  tokenize: (text) => text.split(NOT_A_NAME).filter(Boolean),
  // "Effects" is found as "effect", so a topic's plural title matches the name it is about.
  processTerm: (term) => {
    const word = term.toLowerCase();
    // "Async and Await" is no longer a title than "Async Pitfalls" for the word "async".
    return LINKING_WORDS.has(word) ? null : word.replace(PLURAL_S, '');
  },
  // Keys are slugs: their words are searched as keyWords.
  extractField: (document, field) =>
    field === 'keyWords'
      ? document.key.replaceAll('-', ' ')
      : document[field as keyof SearchDocument],
};

const SEARCH_OPTIONS = {
  boost: { title: 4, keyWords: 2, code: 1 },
  // A one-letter prefix matches most of the index: complete words only.
  prefix: (term: string) => term.length >= 2,
  // One typo in words of 4+ letters, two in long words.
  fuzzy: (term: string) => (term.length >= 4 ? 0.25 : false),
  combineWith: 'OR',
  // A word found as typed outranks the longer words it begins and the near misses, so an API
  // name (`useEffect`) finds the topic that uses it, not one that uses `useEffectEvent`.
  weights: { prefix: 0.15, fuzzy: 0.15 },
} as const;

const EXACT_TITLE_BOOST = 4;
const CURRENT_LANGUAGE_BOOST = 1.2;

/** What a search needs besides the query. */
type SearchContext = {
  languages: readonly Language[];
  /** The language shown now: its topics win ties. */
  currentLanguage: string;
  limit?: number;
};

type NamePattern = { pattern: RegExp; key: string };

// Built once per language list, not on every keystroke.
const namePatterns = new WeakMap<readonly Language[], NamePattern[]>();

/** Every name, key and alias of a language as a whole-word pattern, longest first. */
function languageNamePatterns(languages: readonly Language[]): NamePattern[] {
  let patterns = namePatterns.get(languages);
  if (!patterns) {
    const byName = new Map<string, string>();
    for (const { name, key, aliases } of languages) {
      byName.set(name.toLowerCase(), key);
      byName.set(key, key);
      for (const alias of aliases) byName.set(alias, key);
    }
    // Longest names first, so "react typescript" wins over "react" and "typescript".
    patterns = [...byName]
      .sort(([a], [b]) => b.length - a.length)
      .map(([name, key]) => ({
        pattern: new RegExp(`(^|\\s)${escapeRegExp(name)}(?=\\s|$)`),
        key,
      }));
    namePatterns.set(languages, patterns);
  }
  return patterns;
}

/** Splits a query into search words and the language it names, if any. */
export function parseQuery(
  query: string,
  languages: readonly Language[],
): { words: string; languageKey: string | null } {
  let text = query.toLowerCase();
  let languageKey: string | null = null;
  for (const { pattern, key } of languageNamePatterns(languages)) {
    if (pattern.test(text)) {
      languageKey = key;
      text = text.replace(pattern, ' ');
      break;
    }
  }
  return { words: text.trim().replace(/\s+/g, ' '), languageKey };
}

/**
 * The words inside the API names of a query (`useEffect`, `HashMap`, `unique_ptr`), searched
 * in titles and keys too, so the topic named after what the name does (Effects) comes before
 * the ones that merely call it.
 */
function nameParts(query: string): string[] {
  return query
    .split(/\s+/)
    .filter((word) => /[a-z0-9][A-Z]|[a-zA-Z]_[a-zA-Z]/.test(word))
    .flatMap((word) => word.split(/(?<=[a-z0-9])(?=[A-Z])|_/))
    .map((part) => part.toLowerCase())
    .filter((part) => part.length >= 3);
}

/** Builds the index from every language's topics (done at build time). */
export function createSearchIndex(
  documents: readonly SearchDocument[],
): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  index.addAll(documents);
  return index;
}

/** What the lazily loaded index chunk gives the popup's worker and the omnibox. */
export type Searcher = {
  /** Searches one query. */
  search: (query: string, context: SearchContext) => TopicMatch[];
  /** Puts the user's own snippets in the index, in place of the ones put there before. */
  setOwn: (documents: readonly SearchDocument[]) => void;
  /** The topics of `language` nearest one it lacks (`nearest.ts`), best first. */
  nearest: (wanted: WantedTopic, language: string) => TopicMatch[];
};

/**
 * Loads the index the build wrote and binds `searchSnippets` to it. Own snippets are added
 * to the same index and discarded when they change: the built-in index is never rebuilt.
 */
export function createSearcher(json: string): Searcher {
  const index = MiniSearch.loadJSON<SearchDocument>(json, SEARCH_INDEX_OPTIONS);
  let own: readonly string[] = [];
  return {
    search: (query, context) => searchSnippets(index, query, context),
    setOwn: (documents) => {
      index.discardAll(own);
      index.addAll(documents);
      own = documents.map((document) => document.id);
    },
    nearest: (wanted, language) => nearestInIndex(index, wanted, language).map(toMatch),
  };
}

const toMatch = (result: SearchResult): TopicMatch => ({
  language: result.language as string,
  key: result.key as string,
  title: result.title as string,
  // Marked here, in the search chunk, so the popup's first load does without it.
  titleParts: markMatches(result.title as string, result.terms),
  ...(result.mine === true && { mine: true as const }),
});

/**
 * Ranks topics across all languages for a query, best first: typos and word order are
 * tolerated, and a language named in the query narrows the results to it.
 */
function searchSnippets(
  index: MiniSearch<SearchDocument>,
  query: string,
  { languages, currentLanguage, limit = 30 }: SearchContext,
): TopicMatch[] {
  const { words, languageKey } = parseQuery(query, languages);
  const inLanguage = (result: SearchResult) => !languageKey || result.language === languageKey;
  if (!words) {
    if (!languageKey) return [];
    // Only a language named: all its topics, in teaching order.
    return index
      .search(MiniSearch.wildcard, { filter: inLanguage })
      .sort((a, b) => Number(String(a.id).split('/')[1]) - Number(String(b.id).split('/')[1]))
      .map(toMatch);
  }
  const parts = nameParts(query);
  const asked: Query =
    parts.length === 0
      ? words
      : {
          combineWith: 'OR',
          queries: [words, { queries: parts, fields: ['title', 'keyWords'], boost: { title: 1 } }],
        };
  return index
    .search(asked, {
      ...SEARCH_OPTIONS,
      filter: inLanguage,
      // An exact title wins; on a tie the current language comes first.
      boostDocument: (_id, _term, stored) =>
        (String(stored?.title).toLowerCase() === words ? EXACT_TITLE_BOOST : 1) *
        (stored?.language === currentLanguage ? CURRENT_LANGUAGE_BOOST : 1),
    })
    .slice(0, limit)
    .map(toMatch);
}
