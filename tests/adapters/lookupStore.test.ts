// @vitest-environment node
import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { Database, PROGRESS_DATABASE } from '@/adapters/database';
import { createLookupStore } from '@/adapters/lookupStore';
import { createDexieStore } from '@/adapters/progressStore';
import { createSnippetStore } from '@/adapters/snippetStore';
import { toStored } from '@/utils/progress/attempt';
import { MAX_LOOKUPS } from '@/utils/progress/lookups';
import { attempt } from '@/tests/utils/progress/fixtures';
import { snippet } from '@/tests/utils/snippets/stored';
import { freshIndexedDB } from './indexedDB';

const lookup = (index: number) => ({
  id: `lookup-${index}`,
  language: 'python' as const,
  topic: 'closures',
  at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
});

describe('the database upgrade to version 3', () => {
  it('keeps every attempt and snippet of a version 2 database, and adds the lookups', async () => {
    const api = freshIndexedDB();
    const log = [attempt(), attempt({ mode: 'recall' })];
    const saved = snippet();
    // Today's database, as version 2 declared it.
    const old = new Dexie(PROGRESS_DATABASE, api);
    old.version(2).stores({ attempts: 'id, finishedAt', snippets: 'id, language, createdAt' });
    await old.table('attempts').bulkAdd(log.map(toStored));
    await old.table('snippets').add(saved);
    old.close();

    const lookups = createLookupStore(PROGRESS_DATABASE, api);
    expect(await lookups.list()).toEqual({ lookups: [], skipped: 0 });
    expect(await lookups.addNew([lookup(1)])).toBe(1);
    const { attempts, skipped } = await createDexieStore(PROGRESS_DATABASE, api).load();
    expect(skipped).toBe(0);
    expect(attempts).toEqual(expect.arrayContaining(log));
    expect(attempts).toHaveLength(2);
    expect(await createSnippetStore(PROGRESS_DATABASE, api).list()).toEqual([saved]);
    const db = new Database(PROGRESS_DATABASE, api);
    await db.open();
    expect(db.verno).toBe(3);
    expect(db.lookups.schema.indexes.map((index) => index.name)).toEqual(['at']);
    db.close();
  });
});

describe('the IndexedDB lookup store', () => {
  it('adds only unknown ids and skips records of another shape', async () => {
    const api = freshIndexedDB();
    const store = createLookupStore(PROGRESS_DATABASE, api);
    expect(await store.addNew([lookup(1), lookup(2)])).toBe(2);
    expect(await store.addNew([lookup(2), lookup(3)])).toBe(1);
    const db = new Database(PROGRESS_DATABASE, api);
    await db.lookups.add({ id: 'newer', language: 'python', topic: 'x', at: 'later', via: 1 });
    db.close();
    const { lookups, skipped } = await store.list();
    expect(lookups.map((read) => read.id).sort()).toEqual(['lookup-1', 'lookup-2', 'lookup-3']);
    expect(skipped).toBe(1);
    await store.remove(['lookup-1', 'lookup-3']);
    expect((await store.list()).lookups.map((read) => read.id)).toEqual(['lookup-2']);
    await store.clear();
    expect((await store.list()).lookups).toEqual([]);
  });

  it('folds the log to its newest lookups', async () => {
    const store = createLookupStore(PROGRESS_DATABASE, freshIndexedDB());
    const many = Array.from({ length: MAX_LOOKUPS + 5 }, (_, index) => lookup(index));
    await store.addNew(many);
    const { lookups } = await store.list();
    expect(lookups).toHaveLength(MAX_LOOKUPS);
    expect(lookups.some((read) => read.id === 'lookup-4')).toBe(false);
    expect(lookups.some((read) => read.id === 'lookup-5')).toBe(true);
  });
});
