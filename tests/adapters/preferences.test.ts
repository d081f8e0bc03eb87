// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { comparedPairPreference, settingsPreference } from '@/adapters/pagePreferences';
import { definePreference } from '@/adapters/preferences';
import {
  DEFAULT_SETTINGS,
  LOAD_WARNING,
  SAVE_WARNING,
  SETTINGS_KEY,
  type Settings,
} from '@/utils/preferences/settings';
import type { KeyValueStorage } from '@/utils/preferences/storage';
import { memoryStorage, throwingStorage } from '../storage';

const NAMES = Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[];

/** The settings a page reads from `storage`, with what it warned. */
function loadSettings(
  storage: ReturnType<typeof memoryStorage>,
  warn: (...args: unknown[]) => void,
) {
  const spy = vi.spyOn(console, 'warn').mockImplementation(warn);
  try {
    return settingsPreference(storage).get();
  } finally {
    spy.mockRestore();
  }
}

/** Saves `settings` through the page's preference over `storage`. */
function saveSettings(
  storage: ReturnType<typeof memoryStorage>,
  settings: Settings,
  warn: (...args: unknown[]) => void,
) {
  const spy = vi.spyOn(console, 'warn').mockImplementation(warn);
  try {
    settingsPreference(storage).set(settings);
  } finally {
    spy.mockRestore();
  }
}

/** A counting storage: how often the page read and wrote it. */
function countingStorage(entries: Record<string, string> = {}) {
  const inner = memoryStorage(entries);
  const counts = { reads: 0, writes: 0 };
  const storage = {
    getItem: (key: string) => (counts.reads++, inner.getItem(key)),
    setItem: (key: string, value: string) => (counts.writes++, inner.setItem(key, value)),
  };
  return { storage, counts };
}

/** A number kept under a test key: the primitive with a codec of its own. */
const number = (storage: KeyValueStorage) =>
  definePreference(
    {
      key: 'code-recall-test',
      codec: {
        parse: (raw: string | null) => (raw === null ? 0 : Number(JSON.parse(raw))),
        serialize: String,
      },
      warnings: { save: 'Failed to save the test number to localStorage' },
    },
    storage,
  );

describe('definePreference', () => {
  it('reads its key once, on first use, and saves the whole value on each set', () => {
    const { storage, counts } = countingStorage({ 'code-recall-test': '4' });
    const preference = number(storage);
    expect(counts.reads).toBe(0);
    expect([preference.get(), preference.get()]).toEqual([4, 4]);
    expect(counts.reads).toBe(1);
    preference.set(5);
    expect(storage.getItem('code-recall-test')).toBe('5');
    expect(counts.writes).toBe(1);
  });

  it('is one preference for a key on a page: every reader sees every write', () => {
    const storage = memoryStorage();
    const heard = vi.fn();
    number(storage).subscribe(heard);
    number(storage).set(7);
    expect(number(storage).get()).toBe(7);
    expect(heard).toHaveBeenCalledOnce();
  });

  it("follows another page's save without saving it again, and keeps its value on unreadable text", () => {
    const { storage, counts } = countingStorage();
    const preference = number(storage);
    const heard = vi.fn();
    preference.subscribe(heard);
    window.dispatchEvent(new StorageEvent('storage', { key: 'code-recall-test', newValue: '9' }));
    expect(preference.get()).toBe(9);
    expect(heard).toHaveBeenCalledOnce();
    window.dispatchEvent(new StorageEvent('storage', { key: 'code-recall-test', newValue: '{' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'code-recall-other', newValue: '1' }));
    expect(preference.get()).toBe(9);
    expect(counts.writes).toBe(0);
  });

  it('says when its value is the defaults because storage could not be read, until it is set', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(number(memoryStorage({ 'code-recall-test': '4' })).fellBack()).toBe(false);
    expect(number(memoryStorage()).fellBack()).toBe(false);
    for (const storage of [throwingStorage(), memoryStorage({ 'code-recall-test': '{' })]) {
      const preference = number(storage);
      expect(preference.fellBack()).toBe(true);
      preference.set(5);
      expect(preference.fellBack()).toBe(false);
    }
    warn.mockRestore();
  });

  it('warns once with its own words when a save fails, and keeps the value for this page', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const preference = number(throwingStorage());
    preference.set(3);
    expect(preference.get()).toBe(3);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
      'Failed to save the test number to localStorage',
      expect.any(DOMException),
    );
    warn.mockRestore();
  });
});

describe('the compared pair', () => {
  it('round-trips and treats anything unreadable as none', () => {
    const storage = memoryStorage();
    comparedPairPreference(storage).set(['kotlin', 'swift']);
    expect(storage.getItem('code-recall-compare')).toBe('["kotlin","swift"]');
    expect(
      comparedPairPreference(memoryStorage({ 'code-recall-compare': '["kotlin","swift"]' })).get(),
    ).toEqual(['kotlin', 'swift']);
    expect(
      comparedPairPreference(memoryStorage({ 'code-recall-compare': '["cobol","go"]' })).get(),
    ).toBeNull();
    expect(
      comparedPairPreference(memoryStorage({ 'code-recall-compare': 'constructor' })).get(),
    ).toBeNull();
    expect(comparedPairPreference(throwingStorage()).get()).toBeNull();
  });
});

describe('the settings preference, read', () => {
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
  ])('warns in the settings words and gives the defaults for %s', (_what, storage) => {
    const warn = vi.fn();
    expect(loadSettings(storage, warn)).toEqual(DEFAULT_SETTINGS);
    expect(warn).toHaveBeenCalledExactlyOnceWith(
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

describe('the settings preference, saved', () => {
  it('stores all three settings as one JSON object', () => {
    const storage = memoryStorage();
    saveSettings(storage, { ...DEFAULT_SETTINGS, blinkingCursorEnabled: false }, vi.fn());
    expect(JSON.parse(storage.getItem(SETTINGS_KEY)!)).toEqual({
      scrollNavigationEnabled: true,
      blinkingCursorEnabled: false,
      showStatsEnabled: true,
    });
  });

  it('warns in the settings words when setItem throws', () => {
    const warn = vi.fn();
    saveSettings(throwingStorage(), DEFAULT_SETTINGS, warn);
    expect(warn).toHaveBeenCalledWith(
      'Failed to save settings to localStorage',
      expect.any(DOMException),
    );
    expect(SAVE_WARNING).toBe('Failed to save settings to localStorage');
  });
});
