// @vitest-environment node
import Dexie from 'dexie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Database, PROGRESS_DATABASE } from '@/adapters/database';
import { createDexieStore } from '@/adapters/progressStore';
import { createMemorySnippetStore, createSnippetStore } from '@/adapters/snippetStore';
import { toStored } from '@/utils/progress/attempt';
import { attempt } from '@/tests/utils/progress/fixtures';
import { snippet } from '@/tests/utils/snippets/stored';
import { failingOpens, freshIndexedDB } from './indexedDB';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the database upgrade to version 2', () => {
  it('keeps every attempt of a database version 1 made, and adds the snippets table', async () => {
    const api = freshIndexedDB();
    const log = [attempt(), attempt({ topic: 'loops' }), attempt({ mode: 'recall' })];
    // Today's database, as version 1 declared it.
    const old = new Dexie(PROGRESS_DATABASE, api);
    old.version(1).stores({ attempts: 'id, finishedAt' });
    await old.table('attempts').bulkAdd(log.map(toStored));
    old.close();

    const snippets = createSnippetStore(PROGRESS_DATABASE, api);
    expect(await snippets.list()).toEqual([]);
    const saved = snippet();
    await snippets.put([saved]);
    const { attempts, skipped } = await createDexieStore(PROGRESS_DATABASE, api).load();
    expect(skipped).toBe(0);
    expect(attempts.map((read) => read.id).sort()).toEqual(log.map((read) => read.id).sort());
    expect(attempts).toEqual(expect.arrayContaining(log));
    expect(await createSnippetStore(PROGRESS_DATABASE, api).list()).toEqual([saved]);
  });

  it('indexes the snippets by id, language and creation', async () => {
    const db = new Database(PROGRESS_DATABASE, freshIndexedDB());
    await db.open();
    expect(db.verno).toBe(3);
    expect(db.snippets.schema.primKey.name).toBe('id');
    expect(db.snippets.schema.indexes.map((index) => index.name)).toEqual([
      'language',
      'createdAt',
    ]);
    db.close();
  });
});

describe('the IndexedDB snippet store', () => {
  it('lists every snippet, deleted ones too, by creation', async () => {
    const store = createSnippetStore(PROGRESS_DATABASE, freshIndexedDB());
    const first = snippet({ createdAt: '2026-11-01T09:00:00.000Z' });
    const second = snippet({
      createdAt: '2026-11-02T09:00:00.000Z',
      deletedAt: '2026-11-03T09:00:00.000Z',
    });
    const third = snippet({ createdAt: '2026-11-03T09:00:00.000Z', language: 'rust' });
    await store.put([third, first]);
    await store.put([second]);
    expect(await store.list()).toEqual([first, second, third]);
  });

  it('writes an edit over the snippet of its id, and removes nothing', async () => {
    const store = createSnippetStore(PROGRESS_DATABASE, freshIndexedDB());
    const kept = snippet();
    const other = snippet();
    await store.put([kept, other]);
    const edited = { ...kept, title: 'Add two', updatedAt: '2026-11-21T10:00:00.000Z' };
    await store.put([edited]);
    expect(await store.list()).toEqual([edited, other]);
  });

  it('runs a check on the stored snippets inside the write, and writes nothing if it throws', async () => {
    const store = createSnippetStore(PROGRESS_DATABASE, freshIndexedDB());
    const held = snippet();
    await store.put([held]);
    const seen: string[][] = [];
    const refuse = (stored: readonly { id: string }[]) => {
      seen.push(stored.map((kept) => kept.id));
      throw new Error('changed meanwhile');
    };
    await expect(store.put([snippet()], refuse)).rejects.toThrow(/changed meanwhile/);
    expect(seen).toEqual([[held.id]]);
    expect(await store.list()).toEqual([held]);
  });

  it('refuses a record it could not read back, writing none of the batch', async () => {
    const store = createSnippetStore(PROGRESS_DATABASE, freshIndexedDB());
    const good = snippet();
    const unreadable = snippet({ title: 't'.repeat(121) });
    await expect(store.put([good, unreadable])).rejects.toThrow(
      /^The snippets could not be saved: “t+” is not a snippet this version can keep \(title: /,
    );
    expect(await store.list()).toEqual([]);
    const memory = createMemorySnippetStore();
    await expect(memory.put([unreadable])).rejects.toThrow(/could not be saved/);
  });

  it('skips records of another shape with one warning naming how many', async () => {
    const api = freshIndexedDB();
    const store = createSnippetStore(PROGRESS_DATABASE, api);
    const good = snippet();
    await store.put([good]);
    const raw = new Database(PROGRESS_DATABASE, api);
    await raw.snippets.bulkAdd([
      { ...snippet(), version: 3 },
      { id: 'broken', createdAt: '2026-11-20T10:00:00.000Z' },
    ]);
    raw.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await store.list()).toEqual([good]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Skipped 2 snippet records of an unknown shape');
  });

  it('tells every other page after a write, and not the writer', async () => {
    const api = freshIndexedDB();
    const name = 'code-recall-snippets-follow';
    const writer = createSnippetStore(name, api);
    const reader = createSnippetStore(name, api);
    const log = createDexieStore(name, api);
    const heard = { writer: 0, reader: 0, log: 0 };
    const stops = [
      writer.onChange(() => heard.writer++),
      reader.onChange(() => heard.reader++),
      log.onChange(() => heard.log++),
    ];
    await writer.put([snippet()]);
    await writer.put([snippet()]);
    await vi.waitFor(() => expect(heard.reader).toBe(2));
    stops[1]!();
    await writer.put([snippet()]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).toEqual({ writer: 0, reader: 2, log: 0 });
    stops.forEach((stop) => stop());
  });

  it('rejects list and put with what failed when IndexedDB fails, and tells no page', async () => {
    const broken = freshIndexedDB();
    vi.spyOn(broken.indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission', 'InvalidStateError');
    });
    const store = createSnippetStore(PROGRESS_DATABASE, broken);
    const heard = vi.fn();
    const other = createSnippetStore(PROGRESS_DATABASE, freshIndexedDB());
    const stop = other.onChange(heard);
    await expect(store.list()).rejects.toThrow(
      /^The snippets could not be read: .*denied permission/,
    );
    await expect(store.put([snippet()])).rejects.toThrow(
      /^The snippets could not be saved: .*denied permission/,
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(heard).not.toHaveBeenCalled();
    stop();
  });

  it("retries Chrome's UnknownError quietly, as the attempt log does", async () => {
    const warn = vi.spyOn(console, 'warn');
    const flaky = createSnippetStore('code-recall-snippets-flaky', failingOpens(2));
    const saved = snippet();
    await flaky.put([saved]);
    expect(await flaky.list()).toEqual([saved]);
    const api = failingOpens();
    await expect(createSnippetStore('code-recall-snippets-down', api).list()).rejects.toThrow(
      /could not be read/,
    );
    expect(api.opens).toHaveBeenCalledTimes(3);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the memory snippet store', () => {
  it('lists by creation and writes by id', async () => {
    const later = snippet({ createdAt: '2026-11-05T09:00:00.000Z' });
    const earlier = snippet({ createdAt: '2026-11-01T09:00:00.000Z' });
    const store = createMemorySnippetStore([later, earlier]);
    expect(await store.list()).toEqual([earlier, later]);
    const deleted = { ...later, deletedAt: '2026-11-06T09:00:00.000Z' };
    await store.put([deleted]);
    expect(await store.list()).toEqual([earlier, deleted]);
  });

  it('fails when told to, then works again; its own writes are not heard', async () => {
    const store = createMemorySnippetStore();
    const heard = vi.fn();
    store.onChange(heard);
    store.fail('Quota exceeded');
    await expect(store.put([snippet()])).rejects.toThrow(
      'The snippets could not be saved: Quota exceeded',
    );
    await expect(store.list()).rejects.toThrow('The snippets could not be read: Quota exceeded');
    store.fail(null);
    await store.put([snippet()]);
    expect(await store.list()).toHaveLength(1);
    expect(heard).not.toHaveBeenCalled();
    store.putFromOtherPage([snippet()]);
    expect(heard).toHaveBeenCalledTimes(1);
    expect(await store.list()).toHaveLength(2);
  });
});
