import { describe, expect, it } from 'vitest';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { SYNC_QUOTA } from '@/utils/sync/quota';
import { snippetKey } from '@/utils/sync/snippetShare';
import { SIMULATED_SPAN } from '@/tests/ci';
import { drillsPerDay } from '@/tests/utils/sync/drills';
import { snippet } from '@/tests/utils/snippets/stored';
import { deliver, liveSnippetsOf, replica, simulatedClock, type Replica } from './replicas';

/** A clock after the fixtures' snippets and a year of drills: none is in its future. */
const AFTER_FIXTURES = Date.UTC(2027, 0, 1);

/** Saves on `device` as the snippets page does: the store, then a write to sync. */
async function save(device: Replica, saved: OwnSnippet) {
  await device.snippets.put([saved]);
  await device.sync.written();
}

/** Both ways, then each merges. */
async function exchange(a: Replica, b: Replica) {
  deliver(a, b);
  deliver(b, a);
  await a.sync.merge();
  await b.sync.merge();
}

describe('own snippets between devices', () => {
  it('a snippet saved, edited and deleted on one device does the same on the other', async () => {
    const clock = simulatedClock(AFTER_FIXTURES);
    const [laptop, desktop] = [replica(clock), replica(clock)];
    const loop = snippet({ title: 'Loop' });
    await save(laptop, loop);
    expect(laptop.fake.raw().has(snippetKey(laptop.id, 0))).toBe(true);
    await exchange(laptop, desktop);
    expect(await liveSnippetsOf(desktop)).toEqual([loop]);

    const edited = { ...loop, title: 'Loop, edited', updatedAt: '2026-11-21T10:00:00.000Z' };
    await save(desktop, edited);
    await exchange(laptop, desktop);
    expect(await liveSnippetsOf(laptop)).toEqual([edited]);

    const at = '2026-11-22T10:00:00.000Z';
    await save(laptop, { ...edited, updatedAt: at, deletedAt: at });
    await exchange(laptop, desktop);
    expect(await desktop.snippets.list()).toEqual([{ ...edited, updatedAt: at, deletedAt: at }]);
    expect([laptop.warnings, desktop.warnings]).toEqual([[], []]);
  });

  it('one device carries each snippet: once both have it, only one writes it', async () => {
    const clock = simulatedClock(AFTER_FIXTURES);
    const [laptop, desktop] = [replica(clock), replica(clock)];
    const shared = snippet();
    await save(laptop, shared);
    await exchange(laptop, desktop);
    await Promise.all([laptop.sync.written(), desktop.sync.written()]);
    await exchange(laptop, desktop);
    await Promise.all([laptop.sync.written(), desktop.sync.written()]);
    const carriers = [laptop, desktop].filter((device) =>
      [...device.fake.raw()].some(
        ([key, value]) => key.startsWith(`device:${device.id}:s`) && value.includes(shared.id),
      ),
    );
    expect(carriers).toHaveLength(1);
    expect(await liveSnippetsOf(desktop)).toEqual([shared]);
  });

  it('skips a snippet key of an unknown shape with one warning, and merges the rest', async () => {
    const clock = simulatedClock(AFTER_FIXTURES);
    const [laptop, desktop] = [replica(clock), replica(clock)];
    const kept = snippet();
    await save(laptop, kept);
    laptop.fake.deliver(new Map([[snippetKey('newer001', 0), JSON.stringify([{ v: 9 }])]]));
    deliver(laptop, desktop);
    desktop.fake.deliver(new Map([[snippetKey('newer001', 0), JSON.stringify([{ v: 9 }])]]));
    await desktop.sync.merge();
    await desktop.sync.merge();
    expect(await liveSnippetsOf(desktop)).toEqual([kept]);
    expect(desktop.warnings).toEqual([
      'Skipped 1 synced snippet of device newer001: a newer or unknown shape',
    ]);
  });

  it(`never exceeds a quota over ${SIMULATED_SPAN.name} at 30 drills a day and 100 snippets; the rest say Not synced`, async () => {
    const clock = simulatedClock(AFTER_FIXTURES);
    const [laptop, desktop] = [replica(clock), replica(clock)];
    const code = Array.from({ length: 30 }, (_, line) => `    total += price(item_${line}) * 2`);
    const drills = drillsPerDay(SIMULATED_SPAN.days, 30);
    // The 100 snippets are spread over the span but its last fortnight (420 drills), whose
    // writes carry the last of them.
    const every = Math.floor((drills.length - 420) / 100);
    for (const [index, attempt] of drills.entries()) {
      const device = index % 2 === 0 ? laptop : desktop;
      await device.store.add({ ...attempt, id: crypto.randomUUID() });
      if (index % every === 0 && index / every < 100) {
        const made = new Date(Date.parse(attempt.finishedAt)).toISOString();
        const lines = [`def part_${index}():`, ...code];
        const tokens = lines.map((line) => [[line, 1] as [string, number]]);
        await device.snippets.put([snippet({ lines, tokens, createdAt: made, updatedAt: made })]);
      }
      if (index % 420 >= 418) {
        await device.sync.written();
        deliver(device, device === laptop ? desktop : laptop);
        await (device === laptop ? desktop : laptop).sync.merge();
      }
    }
    for (const device of [laptop, desktop]) {
      expect(device.fake.measured.refused).toBe(0);
      expect(device.fake.measured.peakBytes).toBeLessThanOrEqual(SYNC_QUOTA.bytes);
      expect(device.fake.measured.peakItemBytes).toBeLessThanOrEqual(SYNC_QUOTA.bytesPerItem);
      expect(device.warnings).toEqual([]);
    }
    const ids = async (device: Replica) => (await liveSnippetsOf(device)).map((kept) => kept.id);
    const [onLaptop, onDesktop] = [new Set(await ids(laptop)), await ids(desktop)];
    const unsynced = new Set([...laptop.status.get().unsynced, ...desktop.status.get().unsynced]);
    const everywhere = onDesktop.filter((id) => onLaptop.has(id));
    const all = new Set([...onLaptop, ...onDesktop]);
    // Each snippet is on both devices, or says Not synced on the one that holds it alone.
    expect(all.size).toBe(100);
    expect([...all].filter((id) => !onLaptop.has(id) || !onDesktop.includes(id))).toEqual(
      [...all].filter((id) => !everywhere.includes(id) && unsynced.has(id)),
    );
    expect(unsynced.size).toBeGreaterThan(0);
    expect(laptop.status.get().message).toMatch(
      /\d+ of your snippets stay on this device \(marked Not synced\)/,
    );
    console.info(`${SIMULATED_SPAN.name} at 30 drills a day and 100 snippets on two devices`, {
      laptop: laptop.fake.measured,
      desktop: desktop.fake.measured,
      onBoth: everywhere.length,
      notSynced: unsynced.size,
    });
  }, 120_000);
});
