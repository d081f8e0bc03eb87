import { describe, expect, it } from 'vitest';
import { parseTheme, resolveTheme, THEME_NAMES, THEMES } from '@/utils/preferences/theme';

describe('parseTheme', () => {
  it('reads each known theme', () => {
    for (const theme of THEMES) expect(parseTheme(theme)).toBe(theme);
  });

  it.each([null, '', 'constructor', '__proto__', 'toString', '"dark"', 'DARK'])(
    'gives system for %j',
    (raw) => expect(parseTheme(raw)).toBe('system'),
  );
});

describe('resolveTheme', () => {
  it('follows the system only when system is chosen', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('contrast', false)).toBe('contrast');
  });

  it('names every theme', () => {
    expect(THEMES.map((theme) => THEME_NAMES.get(theme))).toEqual([
      'System',
      'Light',
      'Dark',
      'High contrast',
    ]);
  });
});
