// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SET_LANGUAGE_KEYS } from '@/data/index';
import { LANGUAGES } from '@/data/languages';
import { searchDocuments } from '@/scripts/search-documents';
import { createSearchIndex, createSearcher } from '@/utils/lookup/search';

/**
 * Real queries and the topic each must put first, over the built-in sets as the build indexes
 * them: an API name finds the topic about it, not one that merely calls it. The language shown
 * is JavaScript (a new user's) unless a query names the one a user would be reading.
 */
const RANKING: [query: string, first: string, shown?: string][] = [
  ['useEffect', 'react/effects', 'react'],
  ['useState', 'react/state', 'react'],
  ['useMemo', 'react/memoization', 'react'],
  ['useRef', 'react/refs', 'react'],
  ['goroutine', 'go/goroutines'],
  ['select go', 'go/select'],
  ['defer', 'go/defer-panic-recover'],
  ['f-string', 'python/strings', 'python'],
  ['list comprehension', 'python/comprehensions'],
  ['dataclass', 'python/dataclasses'],
  // PHP's "Match Expressions" is titled with the word; "match rust" asks for Rust's.
  ['match', 'php/pattern-matching'],
  ['match rust', 'rust/pattern-matching'],
  ['HashMap', 'rust/maps'],
  ['Vec', 'rust/arrays'],
  ['Arc Mutex', 'rust/shared-state'],
  ['async', 'python/async-await', 'python'],
  ['Promise.all', 'javascript/promises'],
  ['fetch', 'javascript/fetch'],
  ['destructuring', 'javascript/destructuring-and-spread'],
  // Java and C# both have a topic titled Records: the language shown decides.
  ['record', 'java/records', 'java'],
  ['Optional', 'java/optional'],
  ['stream java', 'java/streams'],
  ['LINQ', 'csharp/linq'],
  ['unique_ptr', 'cpp/smart-pointers'],
  ['data class', 'kotlin/data-classes'],
  ['coroutine', 'cpp/coroutines'],
  ['Maybe', 'haskell/maybe'],
  ['case class', 'scala/case-classes'],
  ['each ruby', 'ruby/blocks'],
  ['typeof', 'typescript/type-operators'],
];

const documents = await searchDocuments(SET_LANGUAGE_KEYS);
// Through JSON, as the popup loads what the build wrote.
const searcher = createSearcher(JSON.stringify(createSearchIndex(documents)));

describe('search ranking over the built-in sets', () => {
  it('holds 30 queries', () => expect(RANKING).toHaveLength(30));

  it.each(RANKING)('%j puts %s first', (query, first, shown = 'javascript') => {
    const [top] = searcher.search(query, { languages: LANGUAGES, currentLanguage: shown });
    expect(top && `${top.language}/${top.key}`).toBe(first);
  });
});
