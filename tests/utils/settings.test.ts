import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SETTINGS,
  LOAD_WARNING,
  SAVE_WARNING,
  SETTINGS_KEY,
  loadSettings,
  parseSettings,
  saveSettings,
  serializeSettings,
  type Settings,
} from '@/utils/settings';
import { memoryStorage, throwingStorage } from '../storage';

const NAMES = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

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
  it('writes exactly the three fields of the spec', () => {
    const extra = { ...DEFAULT_SETTINGS, showStatsEnabled: false, extra: 1 } as Settings;
    expect(JSON.parse(serializeSettings(extra))).toEqual({
      scrollNavigationEnabled: true,
      blinkingCursorEnabled: true,
      showStatsEnabled: false,
    });
  });
});

describe('loadSettings', () => {
  it('reads the code-recall-settings key', () => {
    const storage = memoryStorage({ [SETTINGS_KEY]: '{"scrollNavigationEnabled":false}' });
    expect(loadSettings(storage, vi.fn()).scrollNavigationEnabled).toBe(false);
  });

  it.each([
    ['storage whose getItem throws', throwingStorage()],
    ['corrupt JSON', memoryStorage({ [SETTINGS_KEY]: '{"a":' })],
    ['a JSON array', memoryStorage({ [SETTINGS_KEY]: '[]' })],
    ['a JSON number', memoryStorage({ [SETTINGS_KEY]: '7' })],
    ['JSON null', memoryStorage({ [SETTINGS_KEY]: 'null' })],
  ])('warns with the spec text and gives the defaults for %s', (_what, storage) => {
    const warn = vi.fn();
    expect(loadSettings(storage, warn)).toEqual(DEFAULT_SETTINGS);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(
      'Failed to load settings from localStorage',
      expect.anything(),
    );
    expect(LOAD_WARNING).toBe('Failed to load settings from localStorage');
  });

  it('does not warn when nothing is stored', () => {
    const warn = vi.fn();
    loadSettings(memoryStorage(), warn);
    expect(warn).not.toHaveBeenCalled();
  });

  it('never throws and keeps stored booleans, for any stored string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc
            .record(
              {
                scrollNavigationEnabled: fc.anything(),
                blinkingCursorEnabled: fc.anything(),
                showStatsEnabled: fc.anything(),
              },
              { requiredKeys: [] },
            )
            .map((value) => JSON.stringify(value)),
        ),
        (raw) => {
          const settings = loadSettings(memoryStorage({ [SETTINGS_KEY]: raw }), () => {});
          let stored: unknown;
          try {
            stored = JSON.parse(raw);
          } catch {
            stored = undefined;
          }
          const object =
            typeof stored === 'object' && stored !== null && !Array.isArray(stored)
              ? (stored as Record<string, unknown>)
              : {};
          for (const name of NAMES) {
            expect(typeof settings[name]).toBe('boolean');
            const value = object[name];
            expect(settings[name]).toBe(
              typeof value === 'boolean' ? value : DEFAULT_SETTINGS[name],
            );
          }
        },
      ),
    );
  });
});

describe('saveSettings', () => {
  it('stores all three settings as one JSON object', () => {
    const storage = memoryStorage();
    saveSettings(storage, { ...DEFAULT_SETTINGS, blinkingCursorEnabled: false }, vi.fn());
    expect(JSON.parse(storage.getItem(SETTINGS_KEY)!)).toEqual({
      scrollNavigationEnabled: true,
      blinkingCursorEnabled: false,
      showStatsEnabled: true,
    });
  });

  it('warns with the spec text when setItem throws', () => {
    const warn = vi.fn();
    saveSettings(throwingStorage(), DEFAULT_SETTINGS, warn);
    expect(warn).toHaveBeenCalledWith(
      'Failed to save settings to localStorage',
      expect.any(DOMException),
    );
    expect(SAVE_WARNING).toBe('Failed to save settings to localStorage');
  });
});
