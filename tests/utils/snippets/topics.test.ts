// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { HighlightedSet, TokenStyle } from '@/data/types';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import {
  OWN_ID_START,
  liveSnippets,
  ownSearchDocuments,
  ownTopicNames,
  withOwnTopics,
} from '@/utils/snippets/topics';

const KEYWORD: TokenStyle = ['#cf222e', '#ff7b72', 0, 0];
const NAME: TokenStyle = ['#1f2328', '#e6edf3', 0, 1];
const STRING: TokenStyle = ['#0a3069', '#a5d6ff', 0, 2];

const builtIn: HighlightedSet = {
  palette: [KEYWORD, NAME],
  topics: [
    {
      title: 'Loops',
      key: 'loops',
      lines: ['for x'],
      tokens: [
        [
          ['for', 0],
          [' x', 1],
        ],
      ],
    },
  ],
};

const snippet = (
  title: string,
  createdAt: string,
  extra: Partial<OwnSnippet> = {},
): OwnSnippet => ({
  id: `id-${title}`,
  language: 'python',
  key: `my-${title.toLowerCase()}`,
  title,
  lines: ['x = "a"'],
  // Its own palette: a name and a string; the name's style is one the set has already.
  palette: [STRING, NAME],
  tokens: [
    [
      ['x = ', 1],
      ['"a"', 0],
    ],
  ],
  createdAt,
  updatedAt: createdAt,
  ...extra,
});

describe('withOwnTopics', () => {
  it('puts a language’s own snippets after its topics, in the order they were made', () => {
    const set = withOwnTopics(
      builtIn,
      [
        snippet('Second', '2026-11-02T00:00:00.000Z'),
        snippet('First', '2026-11-01T00:00:00.000Z'),
        snippet('Rusty', '2026-10-01T00:00:00.000Z', { language: 'rust' }),
      ],
      'python',
    );
    expect(set.topics.map((topic) => [topic.key, topic.mine])).toEqual([
      ['loops', undefined],
      ['my-first', true],
      ['my-second', true],
    ]);
  });

  it('renumbers a snippet’s tokens into the set’s palette, adding only new styles', () => {
    const set = withOwnTopics(builtIn, [snippet('One', '2026-11-01T00:00:00.000Z')], 'python');
    expect(set.palette).toEqual([KEYWORD, NAME, STRING]);
    const [own] = set.topics.slice(1);
    expect(own!.tokens).toEqual([
      [
        ['x = ', 1],
        ['"a"', 2],
      ],
    ]);
    // Each token's style is the one the snippet saved, found in the new palette.
    expect(own!.tokens[0]!.map(([, style]) => set.palette[style])).toEqual([NAME, STRING]);
  });

  it('leaves deleted snippets out, and the set as it was when a language has none', () => {
    const deleted = snippet('Gone', '2026-11-01T00:00:00.000Z', {
      deletedAt: '2026-11-03T00:00:00.000Z',
    });
    expect(withOwnTopics(builtIn, [deleted], 'python')).toBe(builtIn);
    expect(ownTopicNames([deleted], 'python')).toEqual([]);
  });
});

describe('own snippets as names and search documents', () => {
  const snippets = [
    snippet('B', '2026-11-02T00:00:00.000Z'),
    snippet('A', '2026-11-01T00:00:00.000Z'),
    snippet('R', '2026-11-01T00:00:00.000Z', { language: 'rust' }),
  ];

  it('lists keys and titles of one language', () => {
    expect(ownTopicNames(snippets, 'python')).toEqual([
      ['my-a', 'A'],
      ['my-b', 'B'],
    ]);
    expect(liveSnippets(snippets)).toHaveLength(3);
  });

  it('numbers documents per language after the built-in ids, marked mine', () => {
    expect(ownSearchDocuments(snippets).map(({ id, mine }) => [id, mine])).toEqual([
      [`python/${OWN_ID_START}`, true],
      [`rust/${OWN_ID_START}`, true],
      [`python/${OWN_ID_START + 1}`, true],
    ]);
  });
});
