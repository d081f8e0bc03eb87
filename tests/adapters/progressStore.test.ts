// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { Database, PROGRESS_DATABASE } from '@/adapters/database';
import { engineWith } from '@/adapters/progressEngine';
import { createDexieStore, createMemoryStore, type ProgressStore } from '@/adapters/progressStore';
import { toStored } from '@/utils/progress/attempt';
import { attempt } from '@/tests/utils/progress/fixtures';
import { failingOpens, freshIndexedDB } from './indexedDB';

describe('the IndexedDB attempt log (Dexie)', () => {
  it('keeps what one page adds for the next page that opens', async () => {
    const api = freshIndexedDB();
    const first = attempt();
    await createDexieStore(PROGRESS_DATABASE, api).add(first);
    const later = createDexieStore(PROGRESS_DATABASE, api);
    expect(await later.load()).toEqual({ attempts: [first], skipped: 0 });
  });

  it('keeps the implausible mark of a drill no person typed', async () => {
    const api = freshIndexedDB();
    const marked = attempt({ wpm: 1040, implausible: true });
    await createDexieStore(PROGRESS_DATABASE, api).add(marked);
    const { attempts } = await createDexieStore(PROGRESS_DATABASE, api).load();
    expect(attempts).toEqual([marked]);
  });

  it("stores the topic as the product's record names it, `group`", async () => {
    const api = freshIndexedDB();
    const first = attempt({ topic: 'loops' });
    await createDexieStore(PROGRESS_DATABASE, api).add(first);
    const raw = new Database(PROGRESS_DATABASE, api);
    const [stored] = await raw.attempts.toArray();
    raw.close();
    expect(stored).toMatchObject({ id: first.id, group: 'loops' });
    expect(stored).not.toHaveProperty('topic');
  });

  it('keeps both attempts when two pages finish drills at the same time', async () => {
    const api = freshIndexedDB();
    const pageA = createDexieStore(PROGRESS_DATABASE, api);
    const pageB = createDexieStore(PROGRESS_DATABASE, api);
    const a = attempt({ topic: 'loops' });
    const b = attempt({ topic: 'maps' });
    await Promise.all([pageA.add(a), pageB.add(b)]);
    const { attempts } = await pageA.load();
    expect(attempts.map((record) => record.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('merges by id: the same attempts twice change nothing', async () => {
    const store = createDexieStore(PROGRESS_DATABASE, freshIndexedDB());
    const log = [attempt(), attempt()];
    expect(await store.addNew(log)).toEqual(log);
    expect(await store.addNew(log)).toEqual([]);
    expect((await store.load()).attempts).toHaveLength(2);
  });

  it('skips a record of a newer or unknown shape and loads the rest', async () => {
    const api = freshIndexedDB();
    const store = createDexieStore(PROGRESS_DATABASE, api);
    const good = attempt();
    await store.add(good);
    // A future version's record, written straight into the database.
    const raw = new Database(PROGRESS_DATABASE, api);
    await raw.attempts.add({ ...attempt(), id: 'future-1', version: 3, keys: [] });
    await raw.attempts.add({ id: 'broken-1', wpm: 'fast' });
    raw.close();
    expect(await store.load()).toEqual({ attempts: [good], skipped: 2 });
  });

  it('reads a log of many pages whole, in id order, counting the unreadable on each page', async () => {
    const api = freshIndexedDB();
    const id = (index: number) => `a-${String(index).padStart(5, '0')}`;
    const log = Array.from({ length: 4_500 }, (_, index) => attempt({ id: id(index) }));
    const raw = new Database(PROGRESS_DATABASE, api);
    await raw.attempts.bulkAdd(log.map(toStored));
    await raw.attempts.bulkAdd(
      [0, 2_500, 4_499].map((index) => ({ id: `${id(index)}-broken`, wpm: 'fast' })),
    );
    raw.close();
    const { attempts, skipped } = await createDexieStore(PROGRESS_DATABASE, api).load();
    expect(attempts.map((read) => read.id)).toEqual(log.map((written) => written.id));
    expect(skipped).toBe(3);
  });

  it('clears the whole log', async () => {
    const store = createDexieStore(PROGRESS_DATABASE, freshIndexedDB());
    await store.add(attempt());
    await store.clear();
    expect((await store.load()).attempts).toEqual([]);
  });

  it('rejects, and does not throw, when IndexedDB itself fails', async () => {
    const broken = freshIndexedDB();
    vi.spyOn(broken.indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission', 'InvalidStateError');
    });
    const store = createDexieStore(PROGRESS_DATABASE, broken);
    await expect(store.load()).rejects.toBeTruthy();
  });
});

describe('Chrome failing to open IndexedDB (UnknownError)', () => {
  it('rejects after three quiet tries: no warning of its own', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    const api = failingOpens();
    await expect(createDexieStore('code-recall-unknown', api).load()).rejects.toMatchObject({
      name: 'UnknownError',
    });
    expect(api.opens).toHaveBeenCalledTimes(3);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('opens on a later try when the first fails, quietly', async () => {
    const warn = vi.spyOn(console, 'warn');
    const store = createDexieStore('code-recall-flaky', failingOpens(1));
    const first = attempt();
    await store.add(first);
    expect((await store.load()).attempts).toEqual([first]);
    expect(warn).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });
});

describe('pages that follow the log', () => {
  it('tells every other page after an add, an import and a clear, and not the writer', async () => {
    const api = freshIndexedDB();
    const name = 'code-recall-follow';
    const writer = createDexieStore(name, api);
    const reader = createDexieStore(name, api);
    const heard = { writer: 0, reader: 0 };
    const stops = [writer.onChange(() => heard.writer++), reader.onChange(() => heard.reader++)];
    await writer.add(attempt());
    await writer.addNew([attempt()]);
    await writer.announce();
    await writer.clear();
    await vi.waitFor(() => expect(heard.reader).toBe(3));
    expect(heard.writer).toBe(0);
    stops.forEach((stop) => stop());
  });

  it("reads the log again on another page's word, and shows only the latest read", async () => {
    const store = createMemoryStore();
    let changed = () => {};
    store.onChange = (listener) => ((changed = listener), () => {});
    const shown: number[] = [];
    engineWith(store).follow(({ attempts }) => shown.push(attempts.length));
    await store.add(attempt());
    await store.add(attempt());
    // Two words at once: two reads, one shown.
    changed();
    changed();
    await vi.waitFor(() => expect(shown).toEqual([2]));
  });

  it("does not lose the page's own attempt to a read that began before it was written", async () => {
    const records: ProgressStore = createMemoryStore();
    const load = records.load;
    let release = () => {};
    // The first read is held until the page has written its attempt.
    records.load = () =>
      new Promise((resolve) => {
        const before = load();
        release = () => resolve(before);
        records.load = load;
      });
    const shown: number[] = [];
    const follower = engineWith(records).follow(({ attempts }) => shown.push(attempts.length));
    const reading = follower.reload();
    await follower.add(attempt());
    release();
    expect(await reading).toHaveLength(0);
    await vi.waitFor(() => expect(shown).toEqual([1]));
  });
});
