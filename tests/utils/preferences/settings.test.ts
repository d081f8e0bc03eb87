import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  parseSettings,
  serializeSettings,
  type Settings,
} from '@/utils/preferences/settings';

describe('parseSettings', () => {
  it('gives the defaults, all on, when nothing is stored', () => {
    expect(parseSettings(null)).toEqual({
      scrollNavigationEnabled: true,
      blinkingCursorEnabled: true,
      showStatsEnabled: true,
    });
  });

  it('merges stored booleans over the defaults, field by field', () => {
    expect(parseSettings('{"blinkingCursorEnabled":false}')).toEqual({
      ...DEFAULT_SETTINGS,
      blinkingCursorEnabled: false,
    });
  });

  it.each([
    ['a string', '{"showStatsEnabled":"false"}'],
    ['a number', '{"showStatsEnabled":0}'],
    ['null', '{"showStatsEnabled":null}'],
    ['an object', '{"showStatsEnabled":{}}'],
  ])('ignores a field holding %s and keeps its default', (_what, raw) => {
    expect(parseSettings(raw).showStatsEnabled).toBe(true);
  });

  it('ignores unknown fields', () => {
    expect(parseSettings('{"theme":"dark","showStatsEnabled":false}')).toEqual({
      ...DEFAULT_SETTINGS,
      showStatsEnabled: false,
    });
  });

  it.each([
    ['text that is not JSON', '{oops'],
    ['an array', '[true,false]'],
    ['a number', '42'],
    ['null', 'null'],
    ['a string', '"settings"'],
  ])('throws on %s', (_what, raw) => {
    expect(() => parseSettings(raw)).toThrow();
  });
});

describe('serializeSettings', () => {
  it('writes exactly the three settings fields', () => {
    const extra = { ...DEFAULT_SETTINGS, showStatsEnabled: false, extra: 1 } as Settings;
    expect(JSON.parse(serializeSettings(extra))).toEqual({
      scrollNavigationEnabled: true,
      blinkingCursorEnabled: true,
      showStatsEnabled: false,
    });
  });
});
