import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { vi } from 'vitest';

/** A fresh, empty IndexedDB for each test. */
export const freshIndexedDB = () => ({ indexedDB: new IDBFactory(), IDBKeyRange });

/** An IndexedDB whose first `failures` opens fail as Chrome's do, with UnknownError. */
export function failingOpens(failures = Infinity) {
  const api = freshIndexedDB();
  const open = api.indexedDB.open.bind(api.indexedDB);
  let failed = 0;
  const opens = vi.spyOn(api.indexedDB, 'open').mockImplementation((name, version) => {
    if (failed++ >= failures) return open(name, version);
    const request = {
      error: new DOMException('Internal error opening backing store', 'UnknownError'),
    };
    setTimeout(() =>
      (request as unknown as { onerror: (event: unknown) => void }).onerror({
        target: request,
        preventDefault: () => {},
        stopPropagation: () => {},
      }),
    );
    return request as unknown as IDBOpenDBRequest;
  });
  return { ...api, opens };
}
