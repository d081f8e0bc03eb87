// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SET_LANGUAGE_KEYS, loadTopicSet } from '@/data/index';
import { LANGUAGES, asLanguageKey, languageIndexOf } from '@/data/languages';

describe('languages', () => {
  it('lists the sixteen languages of the spec in order', () => {
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

describe('loadTopicSet', () => {
  it('has a set for every language, in the language order', () => {
    expect(SET_LANGUAGE_KEYS).toEqual(LANGUAGES.map((language) => language.key));
  });

  it('loads each language its own set, once', async () => {
    for (const key of SET_LANGUAGE_KEYS) {
      const set = await loadTopicSet(key);
      expect(set.topics.length).toBeGreaterThan(0);
      expect(await loadTopicSet(key)).toBe(set);
    }
  });
});
