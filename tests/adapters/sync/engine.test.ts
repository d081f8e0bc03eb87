import { describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '@/adapters/progressStore';
import { engineWith } from '@/adapters/progressEngine';
import { chunkKey, metaKey } from '@/utils/sync/deviceKeys';
import { drill } from '@/tests/utils/sync/drills';
import { deliver, replica, simulatedClock, type Replica } from './replicas';

describe('the progress engine with sync', () => {
  it("writes a recorded drill to this device's keys, and a reset empties them under a new count", async () => {
    const laptop = replica(simulatedClock());
    const engine = engineWith(laptop.store, () => laptop.sync);
    const log = engine.follow(() => {});
    await log.add(drill(Date.UTC(2026, 0, 2)));
    await laptop.sync.written();
    expect(laptop.fake.raw().get(chunkKey(laptop.id, 0))).not.toBe('"|AA"');
    await engine.store.clear();
    expect(laptop.fake.raw().get(chunkKey(laptop.id, 0))).toBe('"|AA"');
    expect(laptop.fake.raw().get(metaKey(laptop.id))).toMatch(/"epoch":1/);
    log.stop();
  });
});

describe('the progress engine with sync: lookups', () => {
  it("writes a recorded lookup to this device's keys; its page hears those sync merges", async () => {
    const clock = simulatedClock();
    const laptop = replica(clock);
    const engine = engineWith(laptop.store, () => laptop.sync, undefined, laptop.lookups);
    const store = createMemoryStore();
    let desktop: Replica | undefined;
    const page = engineWith(
      store,
      (_, lookups) => (desktop = replica(clock, { store, lookups })).sync,
    );
    let heard = 0;
    page.lookups.onChange(() => heard++);

    const at = new Date(Date.UTC(2025, 11, 31)).toISOString();
    await engine.lookups.addNew([{ id: 'one', language: 'go', topic: 'closures', at }]);
    // The engine asked sync for the write.
    await vi.waitFor(() =>
      expect(laptop.fake.raw().get(chunkKey(laptop.id, 0))).toMatch(/^"~1:go\/closures:\w+\|AA"$/),
    );
    if (!desktop) throw new Error('the page made its sync');
    deliver(laptop, desktop);
    await desktop.sync.merge();
    expect(heard).toBe(1);
    expect((await page.lookups.list()).lookups.map((lookup) => lookup.at)).toEqual([at]);
  });
});
