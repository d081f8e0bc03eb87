import { describe, expect, it } from 'vitest';
import { packSnippet, readCarried, snippetKey, unpackSnippet } from '@/utils/sync/snippetShare';
import { snippet } from '@/tests/utils/snippets/stored';

const deleted = snippet({
  key: 'my-gone',
  updatedAt: '2026-11-21T09:00:00.000Z',
  deletedAt: '2026-11-21T09:00:00.000Z',
});

describe('a snippet packed for sync', () => {
  it('unpacks to the same snippet, tokens rebuilt from their runs', () => {
    const emoji = snippet({
      lines: ['s = "🙂 ok"', ''],
      palette: [['#1f2328', '#e6edf3', 0, 1]],
      tokens: [
        [
          ['s = ', 0],
          ['"🙂 ok"', 0],
        ],
        [],
      ],
    });
    for (const original of [snippet(), emoji]) {
      expect(unpackSnippet(JSON.parse(JSON.stringify(packSnippet(original))))).toEqual(original);
    }
  });

  it('carries a deleted snippet as its id, topic and times only', () => {
    const packed = packSnippet(deleted);
    expect(packed).toEqual({
      i: deleted.id,
      l: 'python',
      k: 'my-gone',
      u: deleted.updatedAt,
      d: deleted.deletedAt,
    });
    expect(unpackSnippet(packed)).toEqual({
      id: deleted.id,
      language: 'python',
      key: 'my-gone',
      updatedAt: deleted.updatedAt,
      deletedAt: deleted.deletedAt,
    });
  });

  it.each<[string, unknown]>([
    ['not an object', 'def add'],
    ['a newer shape without an id', { id: 'x' }],
    [
      'runs that do not join to the lines',
      {
        ...packSnippet(snippet()),
        r: [
          [99, 0],
          [1, 0],
        ],
      },
    ],
    [
      'a palette entry out of range',
      {
        ...packSnippet(snippet()),
        r: [
          [3, 7],
          [1, 0],
        ],
      },
    ],
    ['an unknown language', { ...packSnippet(snippet()), l: 'cobol' }],
    ['a deletion at no valid time', { ...packSnippet(deleted), d: 'yesterday' }],
    ['a constructor for a key', { ...packSnippet(snippet()), k: 'constructor' }],
  ])('is refused when %s', (_what, value) => {
    expect(unpackSnippet(value)).toBeNull();
  });
});

describe('readCarried', () => {
  it("reads the other devices' snippet keys, skips this device's, and counts what it cannot read", () => {
    const mine = snippet();
    const theirs = snippet();
    const items = new Map<string, unknown>([
      [snippetKey('self', 0), [packSnippet(mine)]],
      [snippetKey('laptop', 0), [packSnippet(theirs), { newer: true }]],
      [snippetKey('laptop', 1), [packSnippet(deleted)]],
      ['device:laptop:0', 'cards|AA'],
      ['device:phone:s0', 'not a list'],
    ]);
    const { carried, skipped } = readCarried(items, 'self');
    expect(carried.map(({ device, version }) => [device, version.id])).toEqual([
      ['laptop', theirs.id],
      ['laptop', deleted.id],
    ]);
    expect(skipped).toEqual([
      'Skipped 1 synced snippet of device laptop: a newer or unknown shape',
      'Skipped 1 synced snippet of device phone: a newer or unknown shape',
    ]);
  });
});
