// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  FALLBACK_LANGUAGE_KEY,
  REGISTERED_LANGUAGE_KEYS,
  loadSnippetSet,
  setKeyFor,
} from '@/data/index';
import { LANGUAGES, languageIndexOf } from '@/data/languages';

describe('languages', () => {
  it('lists the sixteen languages of the spec in order, all available', () => {
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
    expect(LANGUAGES.every((language) => language.available)).toBe(true);
    expect(languageIndexOf('haskell')).toBe(15);
    expect(languageIndexOf('cobol')).toBe(-1);
  });
});

describe('loadSnippetSet', () => {
  it('falls back to the JavaScript set for a key with no set of its own', async () => {
    expect(FALLBACK_LANGUAGE_KEY).toBe('javascript');
    expect(setKeyFor('cobol')).toBe('javascript');
    expect(await loadSnippetSet('cobol')).toBe(await loadSnippetSet('javascript'));
  });

  it('loads each registered language its own set, once', async () => {
    for (const key of REGISTERED_LANGUAGE_KEYS) {
      expect(setKeyFor(key)).toBe(key);
      const set = await loadSnippetSet(key);
      expect(set.groups.length).toBeGreaterThan(0);
      expect(await loadSnippetSet(key)).toBe(set);
    }
  });
});
