import { describe, expect, it } from 'vitest';
import { outcomeMessage } from '@/utils/snippets/prepare';

describe('outcomeMessage', () => {
  const skip = (name: string) => ({ name, reason: 'is binary' });

  it.each([
    [0, [], 'Nothing to import.'],
    [1, [], 'Saved 1 snippet.'],
    [3, [], 'Saved 3 snippets.'],
    [0, [skip('a.py')], 'Saved no snippets; skipped 1: a.py is binary.'],
    [
      1,
      [
        { name: 'a.sh', reason: 'is not a file of the 16 languages (.sh)' },
        { name: 'notes.md', reason: 'block at line 9 is bash, not one of the 16 languages' },
      ],
      'Saved 1 snippet; skipped 2: a.sh is not a file of the 16 languages (.sh); ' +
        'notes.md block at line 9 is bash, not one of the 16 languages.',
    ],
    [
      2,
      ['1', '2', '3', '4', '5', '6', '7'].map((n) => skip(`${n}.bin`)),
      'Saved 2 snippets; skipped 7: 1.bin is binary; 2.bin is binary; 3.bin is binary; ' +
        '4.bin is binary; 5.bin is binary; and 2 more.',
    ],
  ])('says %i saved and %j skipped', (saved, skipped, message) => {
    expect(outcomeMessage(saved, skipped)).toBe(message);
  });

  it('says which short blocks joined the block before', () => {
    expect(
      outcomeMessage(
        1,
        [],
        [{ name: 'n.md', reason: 'block at line 6 (1 line) joined the block at line 1' }],
      ),
    ).toBe('Saved 1 snippet (n.md block at line 6 (1 line) joined the block at line 1).');
  });
});
