import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { snippetKey } from '@/utils/snippets/keys';

const none = new Set<string>();
const KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe('snippetKey', () => {
  it.each([
    ['Binary search', 'my-binary-search'],
    ['  useEffect() cleanup!  ', 'my-useeffect-cleanup'],
    ['Ça va, Zoë — naïve café', 'my-ca-va-zoe-naive-cafe'],
    ['C++ / C#: ﬁle I/O', 'my-c-c-file-i-o'],
    ['中文 only', 'my-only'],
    ['🎉', 'my-snippet'],
    ['', 'my-snippet'],
    ['<script>alert(1)</script>', 'my-script-alert-1-script'],
  ])('keys %j as %s', (title, key) => {
    expect(snippetKey(title, none)).toBe(key);
  });

  it('keeps at most 40 characters of slug and never ends on "-"', () => {
    expect(snippetKey('a'.repeat(60), none)).toBe(`my-${'a'.repeat(40)}`);
    expect(snippetKey(`${'a'.repeat(39)} b`, none)).toBe(`my-${'a'.repeat(39)}`);
  });

  it('adds -2, -3, … to a key already taken', () => {
    expect(snippetKey('Sort', new Set(['my-sort']))).toBe('my-sort-2');
    expect(snippetKey('Sort', new Set(['my-sort', 'my-sort-2', 'my-sort-4']))).toBe('my-sort-3');
    expect(snippetKey('', new Set(['my-snippet']))).toBe('my-snippet-2');
  });

  it('always gives a lowercase key of words and "-", not among those taken', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.array(fc.string()), (title, others) => {
        const taken = new Set([snippetKey(title, none), ...others]);
        const key = snippetKey(title, taken);
        expect(key).toMatch(KEY);
        expect(taken.has(key)).toBe(false);
      }),
    );
  });
});
