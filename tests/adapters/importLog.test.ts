// @vitest-environment node
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, it, vi } from 'vitest';
import { importLog } from '@/adapters/importLog';
import { PROGRESS_DATABASE } from '@/adapters/database';
import { createDexieStore, createMemoryStore } from '@/adapters/progressStore';
import { toStored } from '@/utils/progress/attempt';
import type { ImportProgress } from '@/utils/progress/importBatches';
import { buildSchedule } from '@/utils/progress/schedule';
import { attempt } from '@/tests/utils/progress/fixtures';

const log = Array.from({ length: 7 }, (_, index) =>
  attempt({ finishedAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString() }),
);

describe('importLog', () => {
  it('writes in batches, reporting each, and rebuilds the schedule once from the whole log', async () => {
    const held = log.slice(0, 2);
    const store = createMemoryStore(held.map(toStored));
    const heard: ImportProgress[] = [];
    const imported = await importLog(
      store,
      held,
      log,
      (progress) => heard.push(progress),
      () => Promise.resolve(),
      3,
    );
    expect(imported.added).toBe(5);
    expect(imported.attempts.map((a) => a.id)).toEqual(log.map((a) => a.id));
    expect(imported.schedule).toEqual(buildSchedule(log));
    expect(heard).toEqual([
      { stage: 'writing', done: 0, total: 7 },
      { stage: 'writing', done: 3, total: 7 },
      { stage: 'writing', done: 6, total: 7 },
      { stage: 'writing', done: 7, total: 7 },
      { stage: 'scheduling', done: 7, total: 7 },
    ]);
    expect((await store.load()).attempts).toHaveLength(7);
  });

  it('tells the other pages once, when every batch is written', async () => {
    const api = { indexedDB: new IDBFactory(), IDBKeyRange };
    const importer = createDexieStore(`${PROGRESS_DATABASE}-announce`, api);
    const other = createDexieStore(`${PROGRESS_DATABASE}-announce`, api);
    let heard = 0;
    const stop = other.onChange(() => heard++);
    await importLog(importer, [], log, undefined, () => Promise.resolve(), 2);
    await vi.waitFor(() => expect(heard).toBe(1));
    // Nothing more arrives: four batches, one word.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heard).toBe(1);
    stop();
  });

  it('adds only the ids the IndexedDB log lacks, batch by batch', async () => {
    const store = createDexieStore(PROGRESS_DATABASE, { indexedDB: new IDBFactory(), IDBKeyRange });
    await store.add(log[4]!);
    expect(await store.addNew(log.slice(3, 6))).toEqual([log[3], log[5]]);
    const imported = await importLog(store, [], log, undefined, () => Promise.resolve(), 2);
    expect(imported.added).toBe(4);
    expect((await store.load()).attempts).toHaveLength(7);
  });
});
