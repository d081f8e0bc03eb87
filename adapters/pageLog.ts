import type { Attempt } from '@/utils/progress/attempt';
import type { ProgressStore } from './progressStore';

/** A whole read of the log: its attempts and the records it could not read. */
type Read = Awaited<ReturnType<ProgressStore['load']>>;

/**
 * The attempt log as one page holds it: the last whole read is kept, and this page's own
 * writes are applied to it, so `held` answers without reading IndexedDB (sync's write after
 * an import or a drill read 100,000 records back each time). Another page's write, a write
 * that fails, or a write while a read is under way lets it go: the next reader reads.
 * `load` always reads, as Export, Reset and the page's own reads must.
 */
export function pageLog(store: ProgressStore): ProgressStore {
  let held: Read | null = null;
  /** Writes begun and words from other pages: a read that saw any keeps nothing. */
  let changes = 0;
  store.onChange(() => {
    held = null;
    changes++;
  });

  /** Runs a write of this page, and applies it to the log held if no read crossed it. */
  const write = async <T>(run: () => Promise<T>, apply: (read: Read, written: T) => void) => {
    const before = held;
    changes++;
    let written: T;
    try {
      written = await run();
    } catch (error) {
      held = null;
      throw error;
    }
    changes++;
    // A read that ended during the write may hold it already: it is not kept either.
    if (held && held === before) apply(held, written);
    else held = null;
    return written;
  };

  const load = async () => {
    const start = changes;
    const read = await store.load();
    if (changes === start) held = { attempts: [...read.attempts], skipped: read.skipped };
    return read;
  };

  return {
    ...store,
    load,
    held: async () => (held ? { attempts: [...held.attempts], skipped: held.skipped } : load()),
    add: (attempt) =>
      write(
        () => store.add(attempt),
        (read) => void read.attempts.push(attempt),
      ),
    addNew: (attempts) =>
      write(
        () => store.addNew(attempts),
        (read, fresh: Attempt[]) => {
          for (const attempt of fresh) read.attempts.push(attempt);
        },
      ),
    remove: (ids) =>
      write(
        () => store.remove(ids),
        (read) => {
          const removed = new Set(ids);
          read.attempts = read.attempts.filter((attempt) => !removed.has(attempt.id));
        },
      ),
    clear: () =>
      write(
        () => store.clear(),
        (read) => {
          read.attempts = [];
          read.skipped = 0;
        },
      ),
  };
}
