// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SET_LANGUAGE_KEYS, loadTopicSet } from '@/data/index';
import { LANGUAGES, asLanguageKey, languageIndexOf } from '@/data/languages';

describe('languages', () => {
  it('lists the sixteen languages in order', () => {
    expect(LANGUAGES.map(({ name, key }) => [name, key])).toEqual([
      ['JavaScript', 'javascript'],
      ['TypeScript', 'typescript'],
      ['React', 'react'],
      ['React TypeScript', 'react-typescript'],
      ['Python', 'python'],
      ['Go', 'go'],
      ['Java', 'java'],
      ['C#', 'csharp'],
      ['Rust', 'rust'],
      ['C++', 'cpp'],
      ['Kotlin', 'kotlin'],
      ['Swift', 'swift'],
      ['PHP', 'php'],
      ['Ruby', 'ruby'],
      ['Scala', 'scala'],
      ['Haskell', 'haskell'],
    ]);
    expect(languageIndexOf('haskell')).toBe(15);
    expect(languageIndexOf('cobol')).toBe(-1);
  });

  it('narrows only known keys to a language key', () => {
    expect(asLanguageKey('rust')).toBe('rust');
    expect(asLanguageKey('cobol')).toBeNull();
  });
});

/**
 * Loading every set highlights all sixteen languages with Shiki, in the Vite server (the
 * snippets plugin): 12-26 s on a shared 2-core machine (load average 4-9), 38 s while a second
 * test run shared it. Twice the worst, and more, so that load is not a failure.
 */
const ALL_SETS_TIMEOUT_MS = 120_000;

describe('loadTopicSet', () => {
  it('has a set for every language, in the language order', () => {
    expect(SET_LANGUAGE_KEYS).toEqual(LANGUAGES.map((language) => language.key));
  });

  it('loads each language its own set, once', { timeout: ALL_SETS_TIMEOUT_MS }, async () => {
    for (const key of SET_LANGUAGE_KEYS) {
      const set = await loadTopicSet(key);
      expect(set.topics.length).toBeGreaterThan(0);
      expect(await loadTopicSet(key)).toBe(set);
    }
  });
});
