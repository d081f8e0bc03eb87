// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REGISTERED_LANGUAGE_KEYS, loadSnippetSet } from '@/data/index';
import { LANGUAGES } from '@/data/languages';
import { findParseProblems } from '@/scripts/content/parse';
import { lineProblems, setProblems } from '@/scripts/content/rules';
import { readLanguageSnippets } from '@/scripts/content/sources';

// Every language in the registry, with its set as the extension ships it.
const sets = await Promise.all(
  REGISTERED_LANGUAGE_KEYS.map(async (key) => ({ key, set: await loadSnippetSet(key) })),
);

describe('the snippet registry', () => {
  it('holds only languages of the spec, JavaScript among them', () => {
    const known = LANGUAGES.map((language) => language.key);
    expect(REGISTERED_LANGUAGE_KEYS).toContain('javascript');
    for (const key of REGISTERED_LANGUAGE_KEYS) expect(known).toContain(key);
  });
});

describe.each(sets)('the $key snippets', ({ key, set }) => {
  it('meet the set rules: target count, slugs, shared first and last keys, Title Case', () => {
    expect(setProblems(key, set.groups)).toEqual([]);
  });

  it('keep every line rule: 4-40 lines, 80 columns, printable ASCII, no stray blanks', () => {
    const problems = set.groups.flatMap((group) =>
      lineProblems(group).map((problem) => `${group.key}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('parse with zero ERROR or MISSING nodes, each group as one source file', async () => {
    const problems: string[] = [];
    for (const group of set.groups) {
      for (const problem of await findParseProblems(key, group.snippets.join('\n'))) {
        problems.push(`${group.key}: ${problem.kind} at line ${problem.line}: ${problem.text}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('ship lossless tokens: each line is exactly its tokens joined', async () => {
    const source = await readLanguageSnippets(key);
    expect(set.groups.map((group) => group.snippets)).toEqual(
      source.map((group) => group.snippets),
    );
    for (const group of set.groups) {
      expect(group.tokens).toHaveLength(group.snippets.length);
      group.tokens.forEach((line, row) => {
        expect(line.map(([text]) => text).join('')).toBe(group.snippets[row]);
        for (const [, style] of line) expect(set.palette[style]).toBeDefined();
      });
    }
  });
});
