// @vitest-environment node
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import Dexie from 'dexie';
import { describe, expect, it, vi } from 'vitest';
import { createDexieStore, PROGRESS_DATABASE } from '@/adapters/progressStore';
import { attempt } from '@/tests/utils/progress/fixtures';

/** A fresh, empty IndexedDB for each test. */
const freshIndexedDB = () => ({ indexedDB: new IDBFactory(), IDBKeyRange });

describe('the IndexedDB attempt log (Dexie)', () => {
  it('keeps what one page adds for the next page that opens', async () => {
    const api = freshIndexedDB();
    const first = attempt();
    await createDexieStore(PROGRESS_DATABASE, api).add(first);
    const later = createDexieStore(PROGRESS_DATABASE, api);
    expect(await later.load()).toEqual({ attempts: [first], skipped: 0 });
  });

  it("stores the topic as the product's record names it, `group`", async () => {
    const api = freshIndexedDB();
    const first = attempt({ topic: 'loops' });
    await createDexieStore(PROGRESS_DATABASE, api).add(first);
    const raw = new Dexie(PROGRESS_DATABASE, api);
    raw.version(1).stores({ attempts: 'id, finishedAt' });
    const [stored] = (await raw.table('attempts').toArray()) as unknown[];
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
    expect(await store.merge(log)).toBe(2);
    expect(await store.merge(log)).toBe(0);
    expect((await store.load()).attempts).toHaveLength(2);
  });

  it('skips a record of a newer or unknown shape and loads the rest', async () => {
    const api = freshIndexedDB();
    const store = createDexieStore(PROGRESS_DATABASE, api);
    const good = attempt();
    await store.add(good);
    // A future version's record, written straight into the database.
    const raw = new Dexie(PROGRESS_DATABASE, api);
    raw.version(1).stores({ attempts: 'id, finishedAt' });
    await raw.table('attempts').add({ ...attempt(), id: 'future-1', version: 3, keys: [] });
    await raw.table('attempts').add({ id: 'broken-1', wpm: 'fast' });
    raw.close();
    expect(await store.load()).toEqual({ attempts: [good], skipped: 2 });
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
