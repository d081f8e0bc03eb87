// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { PROGRESS_DATABASE } from '@/adapters/database';
import { pageLog } from '@/adapters/pageLog';
import { createDexieStore, createMemoryStore, type ProgressStore } from '@/adapters/progressStore';
import { toStored } from '@/utils/progress/attempt';
import { attempt } from '@/tests/utils/progress/fixtures';
import { freshIndexedDB } from './indexedDB';

const ids = (read: { attempts: readonly { id: string }[] }) =>
  read.attempts.map(({ id }) => id).sort();

describe("a page's log", () => {
  it("holds the last read with this page's writes applied, and reads nothing for them", async () => {
    const [first, second, third, gone] = [attempt(), attempt(), attempt(), attempt()];
    const store = createMemoryStore([toStored(first), toStored(gone)]);
    const load = vi.spyOn(store, 'load');
    const log = pageLog(store);
    await log.load();
    await log.add(second);
    expect(await log.addNew([first, third])).toEqual([third]);
    await log.remove([gone.id]);
    const held = await log.held!();
    expect(ids(held)).toEqual(ids({ attempts: [first, second, third] }));
    expect(load).toHaveBeenCalledOnce();
    // What it answers is a copy: the caller's changes stay the caller's.
    held.attempts.length = 0;
    expect(ids(await log.held!())).toEqual(ids({ attempts: [first, second, third] }));
    await log.clear();
    expect(await log.held!()).toEqual({ attempts: [], skipped: 0 });
    expect(load).toHaveBeenCalledOnce();
  });

  it('lets the log go when another page writes, and reads it again', async () => {
    const api = freshIndexedDB();
    const log = pageLog(createDexieStore(PROGRESS_DATABASE, api));
    const other = createDexieStore(PROGRESS_DATABASE, api);
    await log.add(attempt());
    await log.load();
    await other.add(attempt());
    await vi.waitFor(async () => expect((await log.held!()).attempts).toHaveLength(2));
  });

  it('keeps nothing from a read that a write of its page crossed', async () => {
    const store: ProgressStore = createMemoryStore();
    const load = store.load;
    let release = () => {};
    // The first read began before the write and ends after it: it lacks the attempt.
    store.load = () =>
      new Promise((resolve) => {
        const before = load();
        release = () => resolve(before);
        store.load = load;
      });
    const log = pageLog(store);
    const reading = log.load();
    await log.add(attempt());
    release();
    expect((await reading).attempts).toHaveLength(0);
    expect((await log.held!()).attempts).toHaveLength(1);
  });

  it('reads again after a write that failed', async () => {
    const store = createMemoryStore();
    const log = pageLog(store);
    await log.load();
    vi.spyOn(store, 'addNew').mockRejectedValueOnce(new Error('the disk is full'));
    await expect(log.addNew([attempt()])).rejects.toThrow('the disk is full');
    const load = vi.spyOn(store, 'load');
    await log.held!();
    expect(load).toHaveBeenCalledOnce();
  });
});
