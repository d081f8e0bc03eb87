import * as v from 'valibot';
import { isRealTime } from '@/utils/bounds';
import type { Settings } from '@/utils/preferences/settings';
import { DEVICE_KEY_PREFIX, keyDevice } from './deviceKeys';

/**
 * A device's settings in `storage.sync`: `device:<id>:settings` holds the three settings
 * and when that device last changed them. Settings are small and change rarely, so they
 * have a key of their own, written when they change, not with the drills.
 */
export const settingsKey = (device: string) => `${DEVICE_KEY_PREFIX}${device}:settings`;

export const isSettingsKey = (key: string) => {
  const device = keyDevice(key);
  return device !== null && key === settingsKey(device);
};

const sharedSettingsSchema = v.object({
  settings: v.strictObject({
    scrollNavigationEnabled: v.boolean(),
    blinkingCursorEnabled: v.boolean(),
    showStatsEnabled: v.boolean(),
  }),
  /** When the device's user changed them, ms since the epoch. */
  at: v.number(),
});

type SharedSettings = v.InferOutput<typeof sharedSettingsSchema> & { device: string };

/** Whether a value is a device's settings as this version writes them, changed by `now`. */
export function isSharedSettings(
  value: unknown,
  now: number,
): value is v.InferOutput<typeof sharedSettingsSchema> {
  return v.is(sharedSettingsSchema, value) && isRealTime(value.at, now);
}

/**
 * The settings changed last on any device by `now`, or null when no device has shared any.
 * A value of another shape (a newer version's) or dated past tomorrow (it would win every
 * later change) is passed over; a tie goes to the lower device id, so every device picks
 * the same.
 */
export function newestSettings(
  items: ReadonlyMap<string, unknown>,
  now: number,
): SharedSettings | null {
  let newest: SharedSettings | null = null;
  for (const [key, value] of items) {
    if (!isSettingsKey(key) || !isSharedSettings(value, now)) continue;
    const device = keyDevice(key)!;
    const later =
      !newest || value.at > newest.at || (value.at === newest.at && device < newest.device);
    if (later) newest = { ...value, device };
  }
  return newest;
}

export const sameSettings = (a: Settings, b: Settings) =>
  a.scrollNavigationEnabled === b.scrollNavigationEnabled &&
  a.blinkingCursorEnabled === b.blinkingCursorEnabled &&
  a.showStatsEnabled === b.showStatsEnabled;
