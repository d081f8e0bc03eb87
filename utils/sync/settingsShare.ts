import * as v from 'valibot';
import type { Settings } from '@/utils/settings';
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

export type SharedSettings = v.InferOutput<typeof sharedSettingsSchema> & { device: string };

/**
 * The settings changed last on any device, or null when no device has shared any. A value
 * of another shape (a newer version's) is passed over; a tie goes to the lower device id,
 * so every device picks the same.
 */
export function newestSettings(items: ReadonlyMap<string, unknown>): SharedSettings | null {
  let newest: SharedSettings | null = null;
  for (const [key, value] of items) {
    if (!isSettingsKey(key)) continue;
    const parsed = v.safeParse(sharedSettingsSchema, value);
    if (!parsed.success) continue;
    const device = keyDevice(key)!;
    const later =
      !newest ||
      parsed.output.at > newest.at ||
      (parsed.output.at === newest.at && device < newest.device);
    if (later) newest = { ...parsed.output, device };
  }
  return newest;
}

export const sameSettings = (a: Settings, b: Settings) =>
  a.scrollNavigationEnabled === b.scrollNavigationEnabled &&
  a.blinkingCursorEnabled === b.blinkingCursorEnabled &&
  a.showStatsEnabled === b.showStatsEnabled;
