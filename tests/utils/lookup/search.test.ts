// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/data/languages';
import {
  createSearchIndex,
  createSearcher,
  parseQuery,
  type SearchDocument,
} from '@/utils/lookup/search';

/** A small fixture set, so ranking does not move when the snippets are edited. */
const topics: [language: string, key: string, title: string, code: string][] = [
  ['javascript', 'closures', 'Closures', 'function counter() { let n = 0; return () => ++n; }'],
  ['javascript', 'json', 'JSON', 'JSON.parse(text); JSON.stringify(value, null, 2);'],
  ['javascript', 'loops', 'Loops', 'for (const item of items) console.log(item);'],
  ['go', 'closures', 'Closures', 'func counter() func() int { n := 0; return func() int { n++ } }'],
  ['go', 'json', 'JSON Encoding', 'json.Marshal(v); json.Unmarshal(data, &v)'],
  ['go', 'goroutines', 'Goroutines', 'go worker(jobs); var wg sync.WaitGroup; wg.Wait()'],
  ['go', 'maps', 'Maps', 'ages := map[string]int{"ana": 31}'],
  ['python', 'basic-variables', 'Basic Variables', 'name = "Ana"; age: int = 31'],
  [
    'python',
    'comprehensions',
    'Comprehensions',
    'squares = {n: n * n for n in range(5)}  # dict comp',
  ],
  ['python', 'context-managers', 'Context Managers', 'with open(path) as f: data = f.read()'],
  ['python', 'json', 'JSON', 'json.loads(text); json.dumps(obj, indent=2)'],
  ['rust', 'closures', 'Closures', 'let add = |a, b| a + b; let inc = move |x| x + 1;'],
  ['rust', 'pattern-matching', 'Pattern Matching', 'match value { Some(x) => x, None => 0 }'],
  ['react', 'optimistic', 'Optimistic Updates', 'const [shown, addShown] = useOptimistic(items);'],
];
const documents: SearchDocument[] = topics.map(([language, key, title, code], index) => ({
  id: `${language}/${index}`,
  language,
  key,
  title,
  code,
}));
// The popup loads the index from JSON, as the build writes it.
const search = createSearcher(JSON.stringify(createSearchIndex(documents)));
const top = (query: string, currentLanguage = 'javascript') =>
  search
    .search(query, { languages: LANGUAGES, currentLanguage })
    .map((m) => `${m.language}/${m.key}`);

describe('parseQuery', () => {
  it.each([
    ['dict comp python', 'dict comp', 'python'],
    ['Rust closre', 'closre', 'rust'],
    ['react typescript hooks', 'hooks', 'react-typescript'],
    ['hooks react', 'hooks', 'react'],
    ['c# linq', 'linq', 'csharp'],
    ['c++ move', 'move', 'cpp'],
    ['golang channels', 'channels', 'go'],
    ['closures', 'closures', null],
    ['gorilla', 'gorilla', null],
  ])('reads %j as words %j in %s', (query, words, languageKey) => {
    expect(parseQuery(query, LANGUAGES)).toEqual({ words, languageKey });
  });
});

describe('searchSnippets ranking', () => {
  it('puts an exact title first, from the current language on a tie', () => {
    expect(top('closures')[0]).toBe('javascript/closures');
    expect(top('closures', 'go')[0]).toBe('go/closures');
    expect(top('Context Managers')[0]).toBe('python/context-managers');
  });

  it('tolerates a typo', () => {
    expect(top('rust closre')[0]).toBe('rust/closures');
    expect(top('comprehensons')[0]).toBe('python/comprehensions');
  });

  it('ignores word order', () => {
    expect(top('dict comp python')[0]).toBe('python/comprehensions');
    expect(top('comp dict python')[0]).toBe('python/comprehensions');
    expect(top('matching pattern rust')[0]).toBe('rust/pattern-matching');
  });

  it('narrows to a language named in the query', () => {
    const results = top('go json');
    expect(results[0]).toBe('go/json');
    expect(results.every((result) => result.startsWith('go/'))).toBe(true);
  });

  it('lists a language in teaching order when only its name is typed', () => {
    const python = documents.filter((doc) => doc.language === 'python').map((doc) => doc.key);
    expect(top('python').map((result) => result.slice('python/'.length))).toEqual(python);
  });

  it('searches the code text too', () => {
    expect(top('useOptimistic react')[0]).toMatch(/^react\//);
    expect(top('goroutine')[0]).toBe('go/goroutines');
  });

  it('finds nothing for an empty query or nonsense', () => {
    expect(top('')).toEqual([]);
    expect(top('qqqzzzxx')).toEqual([]);
  });
});

describe('own snippets in the index', () => {
  const own = (title: string, code: string, index = 0): SearchDocument => ({
    id: `python/${10_000 + index}`,
    language: 'python',
    key: `my-${title.toLowerCase().replaceAll(' ', '-')}`,
    title,
    code,
    mine: true,
  });
  const context = { languages: LANGUAGES, currentLanguage: 'python' };

  it('finds them marked mine, the built-in topics unmarked', () => {
    const searcher = createSearcher(JSON.stringify(createSearchIndex(documents)));
    searcher.setOwn([own('Upsert rows', 'cursor.execute("INSERT ... ON CONFLICT")')]);
    const [first] = searcher.search('upsert', context);
    expect(first).toMatchObject({ key: 'my-upsert-rows', mine: true });
    expect(searcher.search('context managers', context)[0]).not.toHaveProperty('mine');
  });

  it('replaces the own snippets put before, keeping the built-in index', () => {
    const searcher = createSearcher(JSON.stringify(createSearchIndex(documents)));
    searcher.setOwn([own('Upsert rows', 'execute')]);
    searcher.setOwn([own('Retry with backoff', 'sleep(2 ** attempt)')]);
    expect(searcher.search('upsert', context)).toEqual([]);
    expect(searcher.search('backoff', context)[0]?.key).toBe('my-retry-with-backoff');
    expect(searcher.search('closures', context)).toHaveLength(3);
  });

  it('lists them after the built-in topics when only the language is named', () => {
    const searcher = createSearcher(JSON.stringify(createSearchIndex(documents)));
    searcher.setOwn([own('Zip files', 'zipfile', 1), own('Argparse', 'argparse', 0)]);
    const keys = searcher.search('python', context).map((match) => match.key);
    expect(keys.slice(-2)).toEqual(['my-argparse', 'my-zip-files']);
    expect(keys[0]).toBe('basic-variables');
  });
});
