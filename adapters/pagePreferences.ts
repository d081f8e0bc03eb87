import type { LanguageKey } from '@/data/languages';
import { COMPARE_KEY, parseComparedPair } from '@/utils/compare/pair';
import { INPUT_KEY, parseInputSettings, serializeInputSettings } from '@/utils/preferences/input';
import {
  LOAD_WARNING,
  SAVE_WARNING,
  SETTINGS_KEY,
  parseSettings,
  serializeSettings,
} from '@/utils/preferences/settings';
import type { KeyValueStorage } from '@/utils/preferences/storage';
import { THEME_KEY, parseTheme } from '@/utils/preferences/theme';
import type { WrongKeyRule } from '@/utils/drill/reducer';
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

/** A codec over a list of choices: the stored text if it is one of them, else the first. */
function choiceCodec<T extends string>(choices: readonly T[]): PreferenceCodec<T> {
  return {
    parse: (raw) => choices.find((choice) => choice === raw) ?? choices[0]!,
    serialize: (choice) => choice,
  };
}

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

/** The local-storage key of the switch **Show due count on the icon** (components/badge). */
export const DUE_BADGE_KEY = 'code-recall-due-badge';

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

/** The local-storage key of the switch **Show what's new** (utils/whatsNew.ts, the card). */
export const SHOW_WHATS_NEW_KEY = 'code-recall-show-whats-new';

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
type DrillLength = 'card' | 'topic';

/** The select **Drill length**: Card unless it holds "topic". */
export const drillLengthPreference = (storage?: KeyValueStorage) =>
  definePreference<DrillLength>(
    {
      key: 'code-recall-drill-length',
      codec: choiceCodec<DrillLength>(['card', 'topic']),
      warnings: { save: 'Failed to save the drill length to localStorage' },
    },
    storage,
  );

/** The select **On a wrong key** (utils/drill/reducer.ts, `WrongKeyRule`): Stop by default. */
export const wrongKeyPreference = (storage?: KeyValueStorage) =>
  definePreference<WrongKeyRule>(
    {
      key: 'code-recall-wrong-key',
      codec: choiceCodec<WrongKeyRule>(['stop', 'move-on']),
      warnings: { save: 'Failed to save the wrong-key rule to localStorage' },
    },
    storage,
  );

/** The switch **Type comments**: off (comments given, not typed) unless it holds "on". */
export const typeCommentsPreference = (storage?: KeyValueStorage) =>
  definePreference(
    {
      key: 'code-recall-type-comments',
      codec: { parse: (raw) => raw === 'on', serialize: (on) => (on ? 'on' : 'off') },
      warnings: { save: 'Failed to save the comments switch to localStorage' },
    },
    storage,
  );

/** The drill's code size: small, medium (the default) or large. */
type CodeSize = 'm' | 's' | 'l';

/** The select **Code size**. */
export const codeSizePreference = (storage?: KeyValueStorage) =>
  definePreference<CodeSize>(
    {
      key: 'code-recall-code-size',
      codec: choiceCodec<CodeSize>(['m', 's', 'l']),
      warnings: { save: 'Failed to save the code size to localStorage' },
    },
    storage,
  );

/** The drill caret's shape: a line before the character (the default), a block or an underline. */
type CaretShape = 'line' | 'block' | 'underline';

/** The select **Caret**. */
export const caretPreference = (storage?: KeyValueStorage) =>
  definePreference<CaretShape>(
    {
      key: 'code-recall-caret',
      codec: choiceCodec<CaretShape>(['line', 'block', 'underline']),
      warnings: { save: 'Failed to save the caret shape to localStorage' },
    },
    storage,
  );

/** The local-storage key of the switch **Looked-up topics join reviews**. */
export const LOOKUP_REVIEWS_KEY = 'code-recall-lookup-reviews';

/** The switch **Looked-up topics join reviews** (utils/progress/lookups.ts): on unless "off". */
export const lookupReviewsPreference = (storage?: KeyValueStorage) =>
  definePreference(
    {
      key: LOOKUP_REVIEWS_KEY,
      codec: SWITCH_CODEC,
      warnings: { save: 'Failed to save the looked-up topics switch to localStorage' },
    },
    storage,
  );
