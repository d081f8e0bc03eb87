// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/data/languages';
import { parseQuery } from '@/utils/lookup/search';
import { languageOfFile, languageOfInfo } from '@/utils/snippets/languages';

describe('the one language table', () => {
  const words = LANGUAGES.flatMap(({ key, aliases }) => aliases.map((alias) => [alias, key]));

  it('gives every alias one language', () => {
    const owners = new Map<string, string>();
    for (const [alias, key] of words) {
      expect(owners.get(alias!), alias).toBeUndefined();
      owners.set(alias!, key!);
    }
    expect(owners.size).toBeGreaterThan(15);
  });

  it.each(words)('the search and the Markdown import both read %s as %s', (alias, key) => {
    expect(parseQuery(`${alias} closures`, LANGUAGES)).toEqual({
      words: 'closures',
      languageKey: key,
    });
    expect(languageOfInfo(alias)).toBe(key);
  });

  it.each(LANGUAGES.flatMap(({ key, extensions }) => extensions.map((ext) => [ext, key])))(
    'a file ending .%s is %s',
    (ext, key) => expect(languageOfFile(`Main.${ext.toUpperCase()}`)).toBe(key),
  );
});
