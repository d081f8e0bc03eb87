import { describe, expect, it } from 'vitest';
import { chunkKey, deviceItems, metaKey } from '@/utils/sync/deviceKeys';
import { settingsKey } from '@/utils/sync/settingsShare';
import { writeShare } from '@/utils/sync/share';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { memoryStorage } from '@/tests/storage';
import { drill } from '@/tests/utils/sync/drills';
import { deliver, replica, simulatedClock, type Clock, type Replica } from './replicas';

/** Another device's keys, as sync delivers them (JSON text each). */
function deliverRaw(to: Replica, items: ReadonlyMap<string, unknown>) {
  to.fake.deliver(new Map([...items].map(([key, value]) => [key, JSON.stringify(value)])));
}

/** A device's share holding these drills, written as this version writes it. */
const shareOf = (
  device: string,
  clock: Clock,
  recent: Parameters<typeof writeShare>[0]['recent'],
) =>
  deviceItems(device, writeShare({ summaries: [], folded: [], recent }), {
    epoch: 0,
    at: clock.now(),
  });

const count = async (device: Replica) => (await device.store.load()).attempts.length;

/** A drill of this device's, finished now and written to its keys. */
async function finish(device: Replica, at: number) {
  await device.store.add(drill(at));
  await device.sync.written();
}

describe('another device keys are input: a bad one is ignored, counted, and harms nothing', () => {
  it('ignores a meta whose time is outside any clock, and still writes (issue 41 item 1)', async () => {
    const clock = simulatedClock();
    const laptop = replica(clock);
    await finish(laptop, clock.now());
    deliverRaw(
      laptop,
      new Map([[metaKey('evilevil'), { version: 1, epoch: 0, chunks: 0, sum: 'x', at: 1e20 }]]),
    );
    await laptop.sync.merge();
    expect(laptop.status.get()).toMatchObject({ lastRemoteAt: null, ignored: 1 });
    expect(laptop.warnings).toEqual([
      'Ignored 1 key from another device (device:evilevil:meta): a value no device writes',
    ]);
    await finish(laptop, clock.now() + 1_000);
    expect(laptop.fake.raw().get(metaKey(laptop.id))).toMatch(/"at":/);
    expect(laptop.status.get().state).toBe('on');
  });

  it('adds no drill dated after tomorrow from a device (items 9, 8)', async () => {
    const clock = simulatedClock();
    const laptop = replica(clock);
    const card = 'rust/closures';
    const figures = {
      mode: 'type' as const,
      durationMs: 30_000,
      wpm: 50,
      rawWpm: 52,
      accuracy: 0.95,
    };
    const future = { ...figures, at: Date.UTC(3000, 0, 1), card, errors: 1, hints: 0 };
    deliverRaw(laptop, shareOf('hostile1', clock, [future]));
    await laptop.sync.merge();
    expect(await count(laptop)).toBe(0);
    expect(laptop.status.get().ignored).toBe(2);
  });

  it('does not let settings dated in the far future pin them (item 10)', async () => {
    const clock = simulatedClock();
    const applied: unknown[] = [];
    const laptop = replica(clock, {
      settings: {
        read: () => DEFAULT_SETTINGS,
        readable: () => true,
        apply: (settings) => applied.push(settings),
        onChange: () => () => {},
      },
    });
    deliverRaw(
      laptop,
      new Map([
        [
          settingsKey('evilevil'),
          { settings: { ...DEFAULT_SETTINGS, showStatsEnabled: false }, at: 1e308 },
        ],
      ]),
    );
    await laptop.sync.merge();
    expect(applied).toEqual([]);
    expect(laptop.status.get().ignored).toBe(1);
  });

  it('ignores device ids of another shape, dots included, so merges are stable (item 12)', async () => {
    const clock = simulatedClock();
    const [laptop, desktop] = [replica(clock), replica(clock)];
    await finish(desktop, clock.now());
    deliver(desktop, laptop);
    const text = laptop.fake.raw().get(chunkKey(desktop.id, 0))!;
    const meta = JSON.parse(laptop.fake.raw().get(metaKey(desktop.id))!) as object;
    deliverRaw(
      laptop,
      new Map<string, unknown>([
        [metaKey(`${desktop.id}.x`), meta],
        [chunkKey(`${desktop.id}.x`, 0), JSON.parse(text)],
      ]),
    );
    const counts = [];
    for (let merge = 0; merge < 3; merge++) {
      await laptop.sync.merge();
      counts.push(await count(laptop));
    }
    expect(counts).toEqual([1, 1, 1]);
    expect(laptop.status.get().ignored).toBe(2);
  });

  it("does not count a device's own drills twice after its device key is damaged (item 11)", async () => {
    const clock = simulatedClock();
    const storage = memoryStorage();
    const before = replica(clock, { storage });
    for (let index = 0; index < 4; index++) await finish(before, clock.now() + index * 60_000);
    storage.setItem('code-recall-device', '{"id":"NOT-VALID"}');
    const after = replica(clock, { storage, store: before.store, fake: before.fake });
    expect(after.id).not.toBe(before.id);
    await after.sync.merge();
    expect(await count(after)).toBe(4);
  });
});
