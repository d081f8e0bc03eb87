// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SET_LANGUAGE_KEYS } from '@/data/index';
import { searchDocuments } from '@/scripts/search-documents';
import { createSearchIndex, createSearcher } from '@/utils/lookup/search';

/**
 * A topic one language lacks, and what its nearest in that language must be, over the
 * built-in sets as the build indexes them: what a reader of the first would look for.
 */
const PAIRS: [from: string, to: string, first: string, why: string][] = [
  // Haskell has no ownership: its closures keep state in an IORef, the nearest to a value
  // with one owner that changes.
  ['rust/ownership', 'haskell', 'closures', 'state in an IORef'],
  ['go/goroutines', 'python', 'concurrency', 'threads and pools'],
  ['go/defer-panic-recover', 'haskell', 'io-exceptions', 'cleanup with finally'],
  ['java/optional', 'rust', 'option', 'a value that may be missing'],
  ['kotlin/data-classes', 'go', 'structs', 'a record type'],
  ['haskell/monads', 'javascript', 'promises', 'chaining computations'],
];

const documents = await searchDocuments(SET_LANGUAGE_KEYS);
const searcher = createSearcher(JSON.stringify(createSearchIndex(documents)));
const nearest = (from: string, to: string) => {
  const [language, key] = from.split('/');
  const wanted = documents.find((doc) => doc.language === language && doc.key === key)!;
  expect(documents.some((doc) => doc.language === to && doc.key === key)).toBe(false);
  return searcher.nearest({ key: wanted.key, title: wanted.title, code: wanted.code }, to);
};

describe('the nearest topic a language has to one it lacks', () => {
  it.each(PAIRS)('%s in %s is nearest %s (%s)', (from, to, first) => {
    const found = nearest(from, to);
    expect(found[0]?.key).toBe(first);
    expect(found.every((match) => match.language === to)).toBe(true);
  });

  it("offers no language's first topics for a topic that has nothing to do with them", () => {
    const keys = nearest('rust/ownership', 'haskell').map((match) => match.key);
    expect(keys).toHaveLength(3);
    expect(keys).not.toContain('basic-variables');
    expect(keys).not.toContain('type-signatures');
  });
});
