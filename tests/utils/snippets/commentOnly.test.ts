// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { TokenStyle } from '@/data/types';
import { commentOnlyTopics } from '@/utils/snippets/commentOnly';
import { snippet } from './stored';

describe('commentOnlyTopics', () => {
  it('names the live snippets of a language with nothing to type but comments', () => {
    const COMMENT: TokenStyle = ['#59636e', '#9198a1', 0, 4];
    const notes = snippet({
      key: 'my-notes',
      lines: ['# first note', '', '# second note'],
      palette: [COMMENT],
      tokens: [[['# first note', 0]], [], [['# second note', 0]]],
    });
    const code = snippet({ key: 'my-code' });
    const gone = { ...notes, key: 'my-gone', deletedAt: '2026-11-25T10:00:00.000Z' };
    expect(commentOnlyTopics([notes, code, gone], 'python')).toEqual(new Set(['my-notes']));
    expect(commentOnlyTopics([notes], 'go')).toEqual(new Set());
  });
});
