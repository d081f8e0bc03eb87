import type { KeyValueStorage } from '@/utils/preferences/storage';

/** A storage held in a Map, seeded with the given entries. */
export function memoryStorage(entries: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(entries));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
  };
}

/** A storage whose reads and writes throw, as a browser that refuses access does. */
export function throwingStorage(): KeyValueStorage {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { getItem: refuse, setItem: refuse };
}
