import { describe, expect, it } from 'vitest';
import { isSnippet, snippetProblem } from '@/utils/snippets/schema';
import { snippet } from './stored';

const good = snippet();

describe('the stored snippet schema', () => {
  it('takes a highlighted snippet, a deleted one and a line of 200 emoji', () => {
    expect(snippetProblem(good)).toBeNull();
    expect(isSnippet({ ...good, deletedAt: '2026-11-21T10:00:00.000Z' })).toBe(true);
    const wide = '🙂'.repeat(200);
    expect(snippetProblem({ ...good, lines: [wide], tokens: [[[wide, 1]]] })).toBeNull();
  });

  it.each([
    ['an empty id', { id: '' }, /^id: /],
    ['an id of 65 characters', { id: 'x'.repeat(65) }, /^id: /],
    ['a language not of the 16', { language: 'cobol' }, /^language: /],
    ['a key without my-', { key: 'loops' }, /^key: /],
    ['a key with capitals', { key: 'my-Loops' }, /^key: /],
    ['a key of 65 characters', { key: `my-${'a'.repeat(62)}` }, /^key: /],
    ['an empty title', { title: '' }, /^title: /],
    ['a title of spaces', { title: '   ' }, /^title: a title with no character to see/],
    ['a title of zero-width characters', { title: '\u200b\u200b' }, /^title: a title with no/],
    ['a title of 121 characters', { title: 't'.repeat(121) }, /^title: /],
    ['no lines', { lines: [], tokens: [] }, /^lines: /],
    [
      '201 lines',
      { lines: Array<string>(201).fill('x'), tokens: Array(201).fill([['x', 1]]) },
      /^lines: /,
    ],
    [
      'a line of 201 characters',
      { lines: ['x'.repeat(201)], tokens: [[['x'.repeat(201), 1]]] },
      /^lines\.0: a line of more than 200/,
    ],
    ['a line that is not text', { lines: [3], tokens: [[]] }, /^lines\.0: /],
    ['a colour that is not one', { palette: [['red; x', '#fff', 0, 0]] }, /^palette\.0\.0: /],
    ['a negative font style', { palette: [['#000', '#fff', -1, 0]] }, /^palette\.0\.2: /],
    ['a token class past the last', { palette: [['#000', '#fff', 0, 9]] }, /^palette\.0\.3: /],
    ['a fractional token class', { palette: [['#000', '#fff', 0, 1.5]] }, /^palette\.0\.3: /],
    ['a palette entry of three', { palette: [['#000', '#fff', 0]] }, /^palette\.0\.3: /],
    ['a palette entry of five', { palette: [['#000', '#fff', 0, 0, 0]] }, /^palette\.0\.4: /],
    ['tokens that do not join to the line', { tokens: [[['def', 0]], good.tokens[1]] }, /join/],
    ['one token row short', { tokens: [good.tokens[0]] }, /join/],
    [
      'a token naming no palette entry',
      { tokens: [[['def add(a, b):', 2]], good.tokens[1]] },
      /join/,
    ],
    [
      'a token of another shape',
      { tokens: [[['def add(a, b):']], good.tokens[1]] },
      /^tokens\.0\.0\.1: /,
    ],
    ['a creation time that is not ISO', { createdAt: 'yesterday' }, /^createdAt: /],
    ['an update time that is not ISO', { updatedAt: 12 }, /^updatedAt: /],
    ['a deletion time that is not ISO', { deletedAt: 'now' }, /^deletedAt: /],
    ['a field this version does not know', { colour: 'blue' }, /^colour: /],
  ])('refuses %s', (_what, change, message) => {
    const problem = snippetProblem({ ...good, ...change });
    expect(problem).toMatch(message);
  });

  it('refuses what is not an object, and a snippet without its code', () => {
    expect(snippetProblem('def add')).toBeTruthy();
    expect(snippetProblem({ ...good, lines: undefined })).toMatch(/^lines: /);
  });
});
