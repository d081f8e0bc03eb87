import type { KeyValueStorage } from '@/utils/preferences/storage';
import { DEVICE_ID_PATTERN } from '@/utils/sync/deviceKeys';

/** This device in sync: a random id and how many times it has reset its progress. */
type Device = { id: string; epoch: number };

/** The local-storage key that holds this device's id and reset count. */
const DEVICE_KEY = 'code-recall-device';

/** Eight random base-36 characters: short, because every synced attempt's id carries it. */
function newId(): string {
  return [...crypto.getRandomValues(new Uint8Array(8))]
    .map((byte) => (byte % 36).toString(36))
    .join('');
}

/**
 * The stored device, or null when there is none (or it is damaged). Throws when storage
 * refuses the read: a new id then would make each page another device.
 */
function readDevice(storage: KeyValueStorage): Device | null {
  let text: string | null;
  try {
    text = storage.getItem(DEVICE_KEY);
  } catch (error) {
    throw new Error(
      "this browser refused the extension its local storage, where this device's id is kept",
      { cause: error },
    );
  }
  try {
    const stored: unknown = JSON.parse(text ?? 'null');
    if (typeof stored !== 'object' || stored === null) return null;
    const { id, epoch } = stored as Record<string, unknown>;
    if (typeof id !== 'string' || !DEVICE_ID_PATTERN.test(id)) return null;
    return {
      id,
      epoch: Number.isSafeInteger(epoch) && (epoch as number) >= 0 ? (epoch as number) : 0,
    };
  } catch {
    return null;
  }
}

/**
 * This device, read on each use (another page may have made it first); made and stored on
 * first use. `reset` counts a progress reset, so the device's earlier ids are let go.
 */
export function deviceStore(storage: KeyValueStorage) {
  const save = (device: Device) => {
    storage.setItem(DEVICE_KEY, JSON.stringify(device));
    return device;
  };
  const get = () => readDevice(storage) ?? save({ id: newId(), epoch: 0 });
  return { get, reset: () => save({ ...get(), epoch: get().epoch + 1 }) };
}

export type DeviceStore = ReturnType<typeof deviceStore>;
