import { describe, expect, it } from 'vitest';
import { parseInputSettings, serializeInputSettings } from '@/utils/preferences/input';

describe('parseInputSettings', () => {
  it('reads a stored choice and writes it back the same', () => {
    const on = parseInputSettings('{"autoClose":true}');
    expect(on).toEqual({ autoClose: true });
    expect(serializeInputSettings(on)).toBe('{"autoClose":true}');
  });

  it.each([
    null,
    '',
    'not json',
    '[]',
    '"autoClose"',
    '{"autoClose":"yes"}',
    '{"__proto__":{"autoClose":true}}',
    '{"constructor":{"autoClose":true}}',
  ])('is off for %j', (raw) => {
    expect(parseInputSettings(raw)).toEqual({ autoClose: false });
  });
});
