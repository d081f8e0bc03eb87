import { describe, expect, it } from 'vitest';
import { opensShortcuts } from '@/utils/shortcutsKey';

const key = (fields: Partial<Parameters<typeof opensShortcuts>[0]>) => ({
  key: '?',
  code: 'Slash',
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  ...fields,
});

describe('opensShortcuts', () => {
  it.each([
    ['? outside a text box', key({}), false, true],
    ['? while typing', key({}), true, false],
    ['Ctrl+?', key({ ctrlKey: true }), false, false],
    ['Alt+?', key({ altKey: true }), false, false],
    ['Meta+?', key({ metaKey: true }), false, false],
    ['/', key({ key: '/' }), false, false],
  ])('%s', (_name, input, typing, expected) => {
    expect(opensShortcuts(input, typing)).toBe(expected);
  });
});
