import type { Page } from 'playwright-core';

/**
 * Writes records into one table of the extension's IndexedDB from one of its pages, in one
 * transaction, emptied first when `replace`. The database is opened at Dexie's schema
 * version 3 (IndexedDB version 30, as Dexie numbers it), made as adapters/database.ts makes
 * it when no page has opened it yet.
 */
export function seedStore(
  page: Page,
  table: 'attempts' | 'snippets',
  records: readonly unknown[],
  replace: boolean,
): Promise<void> {
  return page.evaluate(
    ({ table, records, replace }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('code-recall', 30);
        open.onupgradeneeded = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('attempts')) {
            db.createObjectStore('attempts', { keyPath: 'id' }).createIndex(
              'finishedAt',
              'finishedAt',
            );
          }
          if (!db.objectStoreNames.contains('snippets')) {
            const snippets = db.createObjectStore('snippets', { keyPath: 'id' });
            snippets.createIndex('language', 'language');
            snippets.createIndex('createdAt', 'createdAt');
          }
          if (!db.objectStoreNames.contains('lookups')) {
            db.createObjectStore('lookups', { keyPath: 'id' }).createIndex('at', 'at');
          }
        };
        open.onerror = () => reject(open.error ?? new Error('IndexedDB did not open'));
        open.onsuccess = () => {
          const db = open.result;
          const transaction = db.transaction(table, 'readwrite');
          const store = transaction.objectStore(table);
          if (replace) store.clear();
          for (const record of records) store.put(record);
          transaction.oncomplete = () => {
            db.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error ?? new Error('write failed'));
        };
      }),
    { table, records, replace },
  );
}
