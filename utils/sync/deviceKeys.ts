import * as v from 'valibot';
import { SYNC_QUOTA } from './quota';

/**
 * A device's keys in `storage.sync`: `device:<id>:meta` says how many chunks its share has
 * and their checksum; `device:<id>:0`, `:1`, … hold the share's text cut below the per-key
 * limit, as uBlock Origin cuts a large value into numbered keys. Each device writes only
 * its own keys, so no device overwrites another's (sync keeps the last write of each key).
 */
export const DEVICE_KEY_PREFIX = 'device:';

/** A device id as this version makes it: eight base-36 characters (no dot, no colon). */
export const DEVICE_ID_PATTERN = /^[a-z0-9]{8}$/;

/** The shape of the keys this version writes; a newer shape is skipped by older versions. */
export const SHARE_VERSION = 1;

export const metaKey = (device: string) => `${DEVICE_KEY_PREFIX}${device}:meta`;
export const chunkKey = (device: string, index: number) => `${DEVICE_KEY_PREFIX}${device}:${index}`;

export const metaSchema = v.object({
  version: v.literal(SHARE_VERSION),
  /** How many times the device has reset its progress: its ids carry it. */
  epoch: v.pipe(v.number(), v.integer(), v.minValue(0)),
  chunks: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(SYNC_QUOTA.items)),
  /** The share text's checksum: a share read while its chunks are still arriving fails it. */
  sum: v.string(),
  /** When the device last wrote, ms since the epoch. */
  at: v.number(),
});

type DeviceMeta = v.InferOutput<typeof metaSchema>;

/** FNV-1a over the text, in base 36: cheap, and enough to catch chunks of two writes. */
function checksum(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/**
 * The text in pieces, each of which with its key stays within the per-key limit (the text
 * needs no JSON escaping, so a piece costs its length and two quotes).
 */
function cutText(text: string, device: string): string[] {
  const pieces: string[] = [];
  for (let start = 0, index = 0; start < text.length; index++) {
    const room = SYNC_QUOTA.bytesPerItem - chunkKey(device, index).length - 2;
    pieces.push(text.slice(start, start + room));
    start += room;
  }
  return pieces;
}

/** Every key a device writes for `text`, meta included. */
export function deviceItems(
  device: string,
  text: string,
  meta: Omit<DeviceMeta, 'chunks' | 'sum' | 'version'>,
): Map<string, unknown> {
  const pieces = cutText(text, device);
  const items = new Map<string, unknown>([
    [
      metaKey(device),
      { version: SHARE_VERSION, ...meta, chunks: pieces.length, sum: checksum(text) },
    ],
  ]);
  pieces.forEach((piece, index) => items.set(chunkKey(device, index), piece));
  return items;
}

/** The device a key belongs to, or null for a key that is no device's. */
export function keyDevice(key: string): string | null {
  if (!key.startsWith(DEVICE_KEY_PREFIX)) return null;
  const colon = key.indexOf(':', DEVICE_KEY_PREFIX.length);
  return colon < 0 ? null : key.slice(DEVICE_KEY_PREFIX.length, colon);
}

/** What the area holds for one device. */
export type DeviceRead =
  | { kind: 'share'; device: string; meta: DeviceMeta; text: string }
  /** Its keys have not all arrived (sync delivers keys one by one): wait for the rest. */
  | { kind: 'arriving'; device: string; meta: DeviceMeta | null }
  /** A meta this version cannot read: a newer version's, or damaged. */
  | { kind: 'unknown'; device: string };

/** Each device's keys in `items` (all of `storage.sync`), read. */
export function readDevices(items: ReadonlyMap<string, unknown>): DeviceRead[] {
  const devices = new Set<string>();
  for (const key of items.keys()) {
    const device = keyDevice(key);
    if (device !== null) devices.add(device);
  }
  return [...devices].map((device): DeviceRead => {
    const stored = items.get(metaKey(device));
    if (stored === undefined) return { kind: 'arriving', device, meta: null };
    const parsed = v.safeParse(metaSchema, stored);
    if (!parsed.success) return { kind: 'unknown', device };
    const meta = parsed.output;
    const pieces = Array.from({ length: meta.chunks }, (_, index) =>
      items.get(chunkKey(device, index)),
    );
    const text = pieces.every((piece) => typeof piece === 'string') ? pieces.join('') : null;
    if (text === null || checksum(text) !== meta.sum) return { kind: 'arriving', device, meta };
    return { kind: 'share', device, meta, text };
  });
}
