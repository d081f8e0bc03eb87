import { isSnippet, snippetProblem } from '@/utils/snippets/schema';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { plural } from '@/utils/units';
import { openDatabase, PROGRESS_DATABASE, type IndexedDBApi } from './database';

/** The user's snippets' storage, as every page sees it. */
export type SnippetStore = {
  /** Every snippet, deleted ones too, by `createdAt`; records of another shape are skipped. */
  list: () => Promise<OwnSnippet[]>;
  /**
   * Writes these snippets (new or changed) in one transaction, then tells the other pages.
   * Nothing is ever removed: a deleted snippet is a record with `deletedAt`. `check` runs in
   * that transaction on the snippets stored, and throws to write nothing (another page
   * wrote meanwhile).
   */
  put: (
    snippets: readonly OwnSnippet[],
    check?: (stored: readonly OwnSnippet[]) => void,
  ) => Promise<void>;
  /** Calls `listener` after each write by another page; returns what stops it. */
  onChange: (listener: () => void) => () => void;
};

/** The readable snippets, by creation; one warning names how many records were not. */
function readable(records: readonly unknown[]): OwnSnippet[] {
  const snippets = records.filter(isSnippet);
  const skipped = records.length - snippets.length;
  if (skipped > 0) console.warn(`Skipped ${plural(skipped, 'snippet record')} of an unknown shape`);
  return snippets.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/**
 * Refuses a record `list` could not read back: saved, it would be skipped on every read.
 */
function checkWritable(snippets: readonly OwnSnippet[]): void {
  for (const snippet of snippets) {
    const problem = snippetProblem(snippet);
    if (problem)
      throw new Error(`“${snippet.title}” is not a snippet this version can keep (${problem})`);
  }
}

/** `error` as an Error saying what failed, so the page can show it and keep the draft. */
const failed = (what: string, error: unknown) =>
  new Error(`${what}: ${error instanceof Error ? error.message : String(error)}`, {
    cause: error,
  });

/**
 * The snippets in IndexedDB (table `snippets` of the database the attempt log is in).
 * After each write the store posts on the `BroadcastChannel` `<name>-snippets`
 * (`code-recall-snippets`); one channel object posts and listens, so a page does not hear
 * its own writes, as the attempt log's store does.
 */
export function createSnippetStore(name = PROGRESS_DATABASE, api?: IndexedDBApi): SnippetStore {
  const { db, ready } = openDatabase(name, api);
  let channel: BroadcastChannel | undefined;
  const open = () => (channel ??= new BroadcastChannel(`${name}-snippets`));
  return {
    list: async () => {
      try {
        await ready();
        // ISO times of one format sort as text: the index gives creation order.
        return readable(await db.snippets.orderBy('createdAt').toArray());
      } catch (error) {
        throw failed('The snippets could not be read', error);
      }
    },
    put: async (snippets, check) => {
      try {
        checkWritable(snippets);
        await ready();
        await db.transaction('rw', db.snippets, async () => {
          check?.((await db.snippets.toArray()).filter(isSnippet));
          await db.snippets.bulkPut([...snippets]);
        });
      } catch (error) {
        throw failed('The snippets could not be saved', error);
      }
      open().postMessage('changed');
    },
    onChange: (listener) => {
      const listening = open();
      listening.addEventListener('message', listener);
      return () => listening.removeEventListener('message', listener);
    },
  };
}

/** The memory store, and what makes it act as another page or a failing database. */
export type MemorySnippetStore = SnippetStore & {
  /** Writes as another page would: this store's listeners hear it. */
  putFromOtherPage: (snippets: readonly OwnSnippet[]) => void;
  /** From now on `list` and `put` reject with this message (null: work again). */
  fail: (message: string | null) => void;
};

/** The same store held in memory, for component tests. */
export function createMemorySnippetStore(initial: OwnSnippet[] = []): MemorySnippetStore {
  const records = new Map(initial.map((snippet) => [snippet.id, snippet]));
  const listeners = new Set<() => void>();
  let failure: string | null = null;
  const write = (snippets: readonly OwnSnippet[]) => {
    for (const snippet of snippets) records.set(snippet.id, snippet);
  };
  const check = (what: string) => {
    if (failure) throw failed(what, new Error(failure));
  };
  return {
    // Settled a task later, as a database's answer is.
    list: () =>
      Promise.resolve().then(() => {
        check('The snippets could not be read');
        return readable([...records.values()]);
      }),
    put: (snippets, inWrite) =>
      Promise.resolve().then(() => {
        check('The snippets could not be saved');
        try {
          checkWritable(snippets);
        } catch (error) {
          throw failed('The snippets could not be saved', error);
        }
        inWrite?.([...records.values()].filter(isSnippet));
        write(snippets);
      }),
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    putFromOtherPage: (snippets) => {
      write(snippets);
      listeners.forEach((listener) => listener());
    },
    fail: (message) => (failure = message),
  };
}
