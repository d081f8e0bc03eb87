import { describe, expect, it } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { chunkKey, metaKey } from '@/utils/sync/deviceKeys';
import { drill } from '@/tests/utils/sync/drills';
import { replica, simulatedClock } from './replicas';

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
