import type { LanguageKey } from '@/data/languages';
import { COMPARE_KEY, parseComparedPair } from '@/utils/compare/topics';
import { INPUT_KEY, parseInputSettings, serializeInputSettings } from '@/utils/preferences/input';
import {
  LOAD_WARNING,
  SAVE_WARNING,
  SETTINGS_KEY,
  parseSettings,
  serializeSettings,
} from '@/utils/preferences/settings';
import type { KeyValueStorage } from '@/utils/preferences/storage';
import { DUE_BADGE_KEY } from '@/utils/progress/dueBadge';
import { THEME_KEY, parseTheme } from '@/utils/preferences/theme';
import { SHOW_WHATS_NEW_KEY } from '@/utils/whatsNew';
import { definePreference, type PreferenceCodec } from './preferences';

/**
 * Every preference a page keeps in `localStorage`, each under its own key: the three settings
 * exactly as docs/architecture.md ("Settings") keeps them, and the others beside them so that
 * the settings' object never gains a field.
 */

/** The three settings; their load and save warnings are the settings rule's exact words. */
export const settingsPreference = (storage?: KeyValueStorage) =>
  definePreference(
    {
      key: SETTINGS_KEY,
      codec: { parse: parseSettings, serialize: serializeSettings },
      warnings: { load: LOAD_WARNING, save: SAVE_WARNING },
    },
    storage,
  );

/** How the drill takes keys (Auto-close brackets). */
export const inputPreference = (storage?: KeyValueStorage) =>
  definePreference(
    {
      key: INPUT_KEY,
      codec: { parse: parseInputSettings, serialize: serializeInputSettings },
      warnings: { save: 'Failed to save the input settings to localStorage' },
    },
    storage,
  );

/** The theme chosen: System, Light, Dark or High contrast. */
export const themePreference = (storage?: KeyValueStorage) =>
  definePreference(
    {
      key: THEME_KEY,
      codec: { parse: parseTheme, serialize: (theme) => theme },
      warnings: { save: 'Failed to save the theme to localStorage' },
    },
    storage,
  );

/** A switch that is on unless it holds "off". */
const SWITCH_CODEC: PreferenceCodec<boolean> = {
  parse: (raw) => raw !== 'off',
  serialize: (on) => (on ? 'on' : 'off'),
};

/** The local-storage key of the switch **Sync progress**. */
export const SYNC_SWITCH_KEY = 'code-recall-sync';

/** The switch **Sync progress**: on unless it holds "off". */
export const syncSwitchPreference = (storage?: KeyValueStorage) =>
  definePreference(
    {
      key: SYNC_SWITCH_KEY,
      codec: SWITCH_CODEC,
      warnings: { save: 'Failed to save the sync switch to localStorage' },
    },
    storage,
  );

/** The last pair of languages compared, or null. */
export const comparedPairPreference = (storage?: KeyValueStorage) =>
  definePreference<[LanguageKey, LanguageKey] | null>(
    {
      key: COMPARE_KEY,
      codec: { parse: parseComparedPair, serialize: (pair) => JSON.stringify(pair) },
      warnings: { save: 'Failed to save the compared languages to localStorage' },
    },
    storage,
  );

/** The switch **Show due count on the icon**: on unless it holds "off". */
export const dueBadgePreference = (storage?: KeyValueStorage) =>
  definePreference(
    {
      key: DUE_BADGE_KEY,
      codec: SWITCH_CODEC,
      warnings: { save: 'Failed to save the due count switch to localStorage' },
    },
    storage,
  );

/** The switch **Show what's new**: on unless it holds "off". */
export const whatsNewPreference = (storage?: KeyValueStorage) =>
  definePreference(
    {
      key: SHOW_WHATS_NEW_KEY,
      codec: SWITCH_CODEC,
      warnings: { save: "Failed to save the What's new switch to localStorage" },
    },
    storage,
  );

/** How much of a topic a new-tab drill types: one card (utils/drill/cards.ts) or the whole topic. */
export type DrillLength = 'card' | 'topic';

/** The select **Drill length**: Card unless it holds "topic". */
export const drillLengthPreference = (storage?: KeyValueStorage) =>
  definePreference<DrillLength>(
    {
      key: 'code-recall-drill-length',
      codec: {
        parse: (raw) => (raw === 'topic' ? 'topic' : 'card'),
        serialize: (length) => length,
      },
      warnings: { save: 'Failed to save the drill length to localStorage' },
    },
    storage,
  );
