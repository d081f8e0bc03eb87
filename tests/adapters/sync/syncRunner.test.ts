import { describe, expect, it, vi } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { pageLog } from '@/adapters/pageLog';
import { createMemoryStore } from '@/adapters/progressStore';
import { metaKey, chunkKey } from '@/utils/sync/deviceKeys';
import { SYNC_QUOTA } from '@/utils/sync/quota';
import { SIMULATED_SPAN } from '@/tests/ci';
import { drill, drillsPerDay } from '@/tests/utils/sync/drills';
import { deliver, replica, scheduleOf, simulatedClock, type Replica } from './replicas';

/** A drill finished on `device` now: recorded in its log and written to its keys. */
async function finish(device: Replica, at: number, fields = {}) {
  const attempt = drill(at, fields);
  await device.store.add(attempt);
  await device.sync.written();
  return attempt;
}

/** A clock after the month of drills `drillsPerDay` makes: a device records none ahead of it. */
const AFTER_JANUARY = Date.UTC(2026, 1, 1);

const count = async (device: Replica) => (await device.store.load()).attempts.length;

describe('sync between devices', () => {
  it("writes a finished drill to this device's keys, and another device merges it", async () => {
    const clock = simulatedClock();
    const [laptop, desktop] = [replica(clock), replica(clock)];
    const attempt = await finish(laptop, clock.now());
    expect([...laptop.fake.raw().keys()].sort()).toEqual(
      [chunkKey(laptop.id, 0), metaKey(laptop.id)].sort(),
    );
    deliver(laptop, desktop);
    await desktop.sync.merge();
    const { attempts } = await desktop.store.load();
    expect(attempts.map((a) => [a.language, a.topic, a.finishedAt, a.wpm])).toEqual([
      [attempt.language, attempt.topic, attempt.finishedAt, attempt.wpm],
    ]);
    expect(await scheduleOf(desktop)).toEqual(await scheduleOf(laptop));
    expect(desktop.status.get()).toMatchObject({
      state: 'on',
      devices: 2,
      lastRemoteAt: clock.now(),
    });
  });

  it("plans this device's write from the log its page holds: a drill of the page reads none", async () => {
    const clock = simulatedClock();
    const memory = createMemoryStore();
    const [laptop, desktop] = [replica(clock, { store: pageLog(memory) }), replica(clock)];
    await laptop.store.load();
    const load = vi.spyOn(memory, 'load');
    const attempt = await finish(laptop, clock.now());
    expect(load).not.toHaveBeenCalled();
    deliver(laptop, desktop);
    await desktop.sync.merge();
    expect((await desktop.store.load()).attempts.map((a) => a.finishedAt)).toEqual([
      attempt.finishedAt,
    ]);
  });

  it('reads the log once for a change from another device, and the page shows the merge', async () => {
    const clock = simulatedClock();
    const [laptop, desktop] = [replica(clock), replica(clock)];
    await finish(laptop, clock.now());
    await finish(desktop, clock.now() + 20_000);
    // The desktop's page: its engine follows the log, with the desktop's sync attached.
    const shown: number[] = [];
    const page = engineWith(desktop.store, () => desktop.sync).follow(({ attempts }) =>
      shown.push(attempts.length),
    );
    const load = vi.spyOn(desktop.store, 'load');
    deliver(laptop, desktop);
    await desktop.sync.merge();
    expect(load).toHaveBeenCalledOnce();
    expect(shown).toEqual([2]);
    page.stop();
  });

  it('keeps both drills of one topic finished in the same minute on two devices', async () => {
    const clock = simulatedClock();
    const [laptop, desktop] = [replica(clock), replica(clock)];
    const same = { language: 'rust', topic: 'closures' } as const;
    await finish(laptop, clock.now(), same);
    await finish(desktop, clock.now() + 20_000, same);
    deliver(laptop, desktop);
    deliver(desktop, laptop);
    await Promise.all([laptop.sync.merge(), desktop.sync.merge()]);
    expect([await count(laptop), await count(desktop)]).toEqual([2, 2]);
    expect(await scheduleOf(laptop)).toEqual(await scheduleOf(desktop));
  });

  it('merges a month offline without duplicates, however often it is delivered', async () => {
    const clock = simulatedClock(AFTER_JANUARY);
    const [laptop, desktop] = [replica(clock), replica(clock)];
    for (const attempt of drillsPerDay(30, 10)) {
      await laptop.store.add(attempt);
      await laptop.sync.written();
      clock.advance(3_600_000);
    }
    await finish(desktop, clock.now());
    deliver(laptop, desktop);
    await desktop.sync.merge();
    await desktop.sync.merge();
    expect(await count(desktop)).toBe(301);
    expect(await scheduleOf(desktop)).toEqual(
      await scheduleOf(laptop).then(async () => {
        deliver(desktop, laptop);
        await laptop.sync.merge();
        return scheduleOf(laptop);
      }),
    );
  });

  it('waits for a share whose keys have not all arrived', async () => {
    const clock = simulatedClock();
    const [laptop, desktop] = [replica(clock), replica(clock)];
    await finish(laptop, clock.now());
    await finish(laptop, clock.now() + 60_000);
    deliver(laptop, desktop, (key) => key === metaKey(laptop.id));
    await desktop.sync.merge();
    expect(await count(desktop)).toBe(0);
    expect(desktop.warnings).toEqual([]);
    deliver(laptop, desktop);
    await desktop.sync.merge();
    expect(await count(desktop)).toBe(2);
  });

  it('does not read a share from chunks of two different writes', async () => {
    const clock = simulatedClock(AFTER_JANUARY);
    const [laptop, desktop] = [replica(clock), replica(clock)];
    const month = drillsPerDay(30, 20);
    for (const attempt of month.slice(0, 500)) await laptop.store.add(attempt);
    await laptop.sync.written();
    deliver(laptop, desktop);
    await desktop.sync.merge();
    for (const attempt of month.slice(500)) await laptop.store.add(attempt);
    await laptop.sync.written();
    // Only the second chunk of the new write has arrived: its meta and first chunk are old.
    deliver(laptop, desktop, (key) => key === chunkKey(laptop.id, 1));
    await desktop.sync.merge();
    expect(desktop.warnings).toEqual([]);
    expect(await count(desktop)).toBe(500);
    deliver(laptop, desktop);
    await desktop.sync.merge();
    expect(await count(desktop)).toBe(600);
  });

  it('skips a device key of an unknown newer shape with a warning, and merges the rest', async () => {
    const clock = simulatedClock();
    const [laptop, desktop] = [replica(clock), replica(clock)];
    await finish(laptop, clock.now());
    deliver(laptop, desktop);
    desktop.fake.deliver(
      new Map([[metaKey('future01'), JSON.stringify({ version: 2, blocks: [] })]]),
    );
    await desktop.sync.merge();
    await desktop.sync.merge();
    expect(await count(desktop)).toBe(1);
    expect(desktop.warnings).toEqual([
      'Skipped the synced progress of device future01: a newer or unknown shape',
    ]);
  });

  it('resets the device that resets only: its keys and history go, the others come back', async () => {
    const clock = simulatedClock();
    const [laptop, desktop] = [replica(clock), replica(clock)];
    await finish(laptop, clock.now());
    await finish(desktop, clock.now() + 1_000);
    deliver(laptop, desktop);
    deliver(desktop, laptop);
    await Promise.all([laptop.sync.merge(), desktop.sync.merge()]);
    const laptopKeys = laptop.fake.raw();

    await desktop.store.clear();
    await desktop.sync.reset();
    // Its own drill is gone; the laptop's is merged back at once.
    expect(await count(desktop)).toBe(1);
    expect([...desktop.fake.raw()].filter(([key]) => key.includes(laptop.id))).toEqual(
      [...laptopKeys].filter(([key]) => key.includes(laptop.id)),
    );
    expect(desktop.fake.raw().get(chunkKey(desktop.id, 0))).toBe('"|AA"');
    expect(desktop.fake.raw().get(metaKey(desktop.id))).toMatch(/"epoch":1/);
    deliver(desktop, laptop);
    await laptop.sync.merge();
    expect(await count(laptop)).toBe(1);
    expect(await scheduleOf(laptop)).toEqual(await scheduleOf(desktop));
  });
});

describe('sync faults', () => {
  it('works on without sync when storage.sync is unavailable, saying so and warning once', async () => {
    const clock = simulatedClock();
    const laptop = replica(clock, {
      area: () => {
        throw new TypeError("Cannot read properties of undefined (reading 'sync')");
      },
    });
    await laptop.sync.merge();
    await finish(laptop, clock.now());
    await finish(laptop, clock.now() + 1);
    await laptop.sync.merge();
    expect(await count(laptop)).toBe(2);
    expect(laptop.status.get().state).toBe('failing');
    expect(laptop.status.get().message).toMatch(/^Sync is not available in this browser/);
    expect(laptop.warnings).toHaveLength(1);
  });

  it('keeps a refused write local, says so, and writes smaller the next time', async () => {
    const clock = simulatedClock();
    let crowded = false;
    const laptop = replica(clock, {
      area: (fake) => ({
        ...fake.area,
        // Another device's large write lands between this device's read and its write.
        set: (items) => {
          if (!crowded) {
            crowded = true;
            fake.deliver(
              new Map([
                [metaKey('other001'), JSON.stringify('x'.repeat(8_000))],
                ...Array.from(
                  { length: 11 },
                  (_, index) =>
                    [chunkKey('other001', index), JSON.stringify('y'.repeat(8_000))] as const,
                ),
              ]),
            );
          }
          return fake.area.set(items);
        },
      }),
    });
    for (const attempt of drillsPerDay(20, 30)) await laptop.store.add(attempt);
    await laptop.sync.written();
    expect(laptop.fake.measured.refused).toBe(1);
    expect(laptop.status.get()).toMatchObject({ state: 'failing' });
    expect(laptop.status.get().message).toMatch(
      /QUOTA_BYTES quota exceeded.*next write tries smaller/,
    );
    expect(await count(laptop)).toBe(600);
    await finish(laptop, clock.now() + 20 * 86_400_000);
    expect(laptop.status.get()).toMatchObject({ state: 'on' });
    expect(laptop.status.get().message).toMatch(
      /^The oldest \d+ drills sync as their time and grade only/,
    );
    expect(laptop.fake.raw().has(metaKey(laptop.id))).toBe(true);
    expect(laptop.fake.measured.refused).toBe(1);
  });

  it(`never exceeds a quota over ${SIMULATED_SPAN.name} at 30 drills a day on each of two devices`, async () => {
    const clock = simulatedClock();
    const [laptop, desktop] = [replica(clock), replica(clock)];
    const drills = drillsPerDay(SIMULATED_SPAN.days, 30);
    for (const [index, attempt] of drills.entries()) {
      const device = index % 2 === 0 ? laptop : desktop;
      await device.store.add({ ...attempt, id: crypto.randomUUID() });
      // A week's drills share a write here (the write's cost is the log, not how often).
      if (index % 420 >= 418) {
        await device.sync.written();
        deliver(device, device === laptop ? desktop : laptop);
      }
    }
    for (const device of [laptop, desktop]) {
      expect(device.fake.measured.refused).toBe(0);
      expect(device.fake.measured.peakBytes).toBeLessThanOrEqual(SYNC_QUOTA.bytes);
      expect(device.fake.measured.peakItemBytes).toBeLessThanOrEqual(SYNC_QUOTA.bytesPerItem);
      expect(device.warnings).toEqual([]);
    }
    console.info(`${SIMULATED_SPAN.name} at 30 drills a day on two devices`, {
      laptop: laptop.fake.measured,
      desktop: desktop.fake.measured,
    });
  }, 120_000);

  it('spaces a burst of writes to the rate quotas instead of having them refused', async () => {
    const clock = simulatedClock();
    const laptop = replica(clock);
    const start = clock.now();
    for (let burst = 0; burst < 300; burst++) await finish(laptop, clock.now() + burst);
    expect(laptop.fake.measured).toMatchObject({ writes: 300, refused: 0 });
    // 120 a minute: the second 120 waited a minute, the last 60 two.
    expect(clock.now() - start).toBeGreaterThanOrEqual(2 * 60_000);
    expect(await count(laptop)).toBe(300);
  });
});
