import * as v from 'valibot';
import { isRealTime } from '@/utils/bounds';
import { futureField } from '@/utils/snippets/schema';
import { plural } from '@/utils/units';
import {
  DEVICE_ID_PATTERN,
  DEVICE_KEY_PREFIX,
  keyDevice,
  metaSchema,
  SHARE_VERSION,
} from './deviceKeys';
import { isSharedSettings } from './settingsShare';
import { unpackSnippet } from './snippetShare';

/**
 * Another device's keys are input, as untrusted as an import file: whatever wrote them (a
 * newer version, a damaged profile, a script) must not crash a page, pin a value with a time
 * past any clock, or stop this device's writes. Each key is checked here, at the door, by
 * its name and its value; one that fails is left out of every merge and counted.
 */

/** The names a device's keys have: `meta`, a chunk `0`…, `settings`, snippets `s0`…. */
const KEY_NAME = /^(?:meta|settings|\d+|s\d+)$/;

/** Whether a value of this key's name is one a device of this version could have written. */
function valueFits(name: string, value: unknown, now: number): boolean {
  if (name === 'meta') {
    // A newer version's meta is let through: the merge skips its device with its own warning.
    const version = (value as { version?: unknown } | null)?.version;
    if (typeof version === 'number' && version > SHARE_VERSION) return true;
    return v.is(metaSchema, value) && isRealTime(value.at, now);
  }
  if (name === 'settings') return isSharedSettings(value, now);
  if (name.startsWith('s')) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    // A version of a newer shape is skipped later, with its warning; one dated past
    // tomorrow would win every merge and undo each later edit.
    return values.every((packed) => {
      const version = unpackSnippet(packed);
      return version === null || futureField(version, now) === null;
    });
  }
  return typeof value === 'string';
}

/** The keys of `items` a merge may read, and the other devices' keys left out. */
type Screened = { items: Map<string, unknown>; ignored: string[] };

/** Screens every other device's key in `items` (all of `storage.sync`) at time `now`. */
export function screenKeys(
  items: ReadonlyMap<string, unknown>,
  self: string,
  now: number,
): Screened {
  const kept = new Map<string, unknown>();
  const ignored: string[] = [];
  for (const [key, value] of items) {
    const device = key.startsWith(DEVICE_KEY_PREFIX) ? keyDevice(key) : self;
    if (device === self) {
      kept.set(key, value);
      continue;
    }
    const name = device === null ? '' : key.slice(DEVICE_KEY_PREFIX.length + device.length + 1);
    const fits =
      device !== null &&
      DEVICE_ID_PATTERN.test(device) &&
      KEY_NAME.test(name) &&
      valueFits(name, value, now);
    if (fits) kept.set(key, value);
    else ignored.push(key);
  }
  return { items: kept, ignored };
}

/** The one warning for the keys left out: how many, and the first few by name. */
export function ignoredWarning(keys: readonly string[]): string {
  const named = keys.slice(0, 3).join(', ') + (keys.length > 3 ? ', …' : '');
  return `Ignored ${plural(keys.length, 'key')} from another device (${named}): a value no device writes`;
}
