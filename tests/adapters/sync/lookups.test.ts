import { describe, expect, it } from 'vitest';
import { lookupJoins, MAX_LOOKUPS, type Lookup } from '@/utils/progress/lookups';
import { chunkKey, deviceItems, readDevices } from '@/utils/sync/deviceKeys';
import { foldShare, shareAttempts, toSynced } from '@/utils/sync/fold';
import { fitLookups, withLookups } from '@/utils/sync/lookupShare';
import { SYNC_QUOTA } from '@/utils/sync/quota';
import { screenKeys } from '@/utils/sync/screen';
import { readShare, writeShare } from '@/utils/sync/share';
import { drill, drillsPerDay } from '@/tests/utils/sync/drills';
import { deliver, replica, simulatedClock, type Clock, type Replica } from './replicas';

const DAY = 86_400_000;
/** After every drill and lookup of these tests: none is in its future. */
const NOW = Date.UTC(2027, 0, 1);

const lookup = (at: number, topic = 'closures', language: Lookup['language'] = 'rust') => ({
  id: crypto.randomUUID(),
  language,
  topic,
  at: new Date(at).toISOString(),
});

/** Looks topics up on `device`, as the popup records them, and writes its keys. */
async function look(device: Replica, ...lookups: Lookup[]) {
  await device.lookups.addNew(lookups);
  await device.sync.written();
}

const lookupsOf = async (device: Replica) => (await device.lookups.list()).lookups;

/** Both ways, then each merges. */
async function exchange(a: Replica, b: Replica) {
  deliver(a, b);
  deliver(b, a);
  await a.sync.merge();
  await b.sync.merge();
}

/** Another device's keys, as sync delivers them (JSON text each). */
function deliverRaw(to: Replica, items: ReadonlyMap<string, unknown>) {
  to.fake.deliver(new Map([...items].map(([key, value]) => [key, JSON.stringify(value)])));
}

/** A device's keys holding two drills and this lookups entry. */
const keysWith = (device: string, clock: Clock, entry: string) =>
  deviceItems(
    device,
    withLookups(
      writeShare(foldShare([drill(NOW - 2 * DAY), drill(NOW - DAY)].map(toSynced), 0)),
      entry,
    ),
    { epoch: 0, at: clock.now() },
  );

describe('lookups between devices', () => {
  it('a lookup on one device reaches the other once, and joins its reviews there', async () => {
    const clock = simulatedClock(NOW);
    const [laptop, desktop] = [replica(clock), replica(clock)];
    const looked = [lookup(NOW - 3 * DAY), lookup(NOW - DAY)];
    await look(laptop, ...looked);
    await look(desktop, lookup(NOW - 2 * DAY, 'strings', 'python'));
    await exchange(laptop, desktop);
    const held = await lookupsOf(desktop);
    expect(held).toHaveLength(3);
    const synced = held.filter((kept) => kept.id.startsWith(`s.${laptop.id}.0.`));
    const when = (lookups: readonly Lookup[]) => lookups.map(({ topic, at }) => `${topic}@${at}`);
    expect(when(synced)).toEqual(when(looked));
    expect([...lookupJoins(held, new Map()).keys()]).toEqual(['rust/closures']);
    expect(await lookupsOf(laptop)).toHaveLength(3);

    // Again: nothing twice, and each device's share carries its own lookups only.
    await Promise.all([laptop.sync.written(), desktop.sync.written()]);
    await exchange(laptop, desktop);
    expect([(await lookupsOf(laptop)).length, (await lookupsOf(desktop)).length]).toEqual([3, 3]);
    const desktopText = desktop.fake.raw().get(chunkKey(desktop.id, 0)) ?? '';
    expect(desktopText).toContain('python/strings');
    expect(desktopText).not.toContain('rust/closures');
    expect([laptop.warnings, desktop.warnings]).toEqual([[], []]);
  });

  it('adds no lookup the log holds from an import under its own id', async () => {
    const clock = simulatedClock(NOW);
    const [laptop, desktop] = [replica(clock), replica(clock)];
    const looked = [lookup(NOW - 3 * DAY), lookup(NOW - DAY, 'loops')];
    await look(laptop, ...looked);
    // The laptop's export, imported on the desktop: the same lookups, their ids as they were.
    await desktop.lookups.addNew(looked);
    deliver(laptop, desktop);
    await desktop.sync.merge();
    expect(await lookupsOf(desktop)).toEqual(looked);
  });

  it("a device's reset takes its lookups out of the other devices too", async () => {
    const clock = simulatedClock(NOW);
    const [laptop, desktop] = [replica(clock), replica(clock)];
    await look(laptop, lookup(NOW - 3 * DAY), lookup(NOW - DAY));
    await look(desktop, lookup(NOW - 2 * DAY, 'strings', 'python'));
    await exchange(laptop, desktop);
    expect(await lookupsOf(desktop)).toHaveLength(3);
    await laptop.lookups.clear();
    await laptop.sync.reset();
    deliver(laptop, desktop);
    await desktop.sync.merge();
    expect((await lookupsOf(desktop)).map((kept) => kept.topic)).toEqual(['strings']);
  });

  it('when a share is full, the oldest lookups give way first: the drills stay whole', async () => {
    const clock = simulatedClock(NOW);
    const [laptop, desktop] = [replica(clock), replica(clock)];
    // The desktop is seen first, so the laptop has half the area.
    const own = drill(NOW - DAY);
    await desktop.store.add(own);
    await desktop.sync.written();
    deliver(desktop, laptop);
    const drills = drillsPerDay(30, 30);
    for (const attempt of drills) await laptop.store.add(attempt);
    const year = Array.from({ length: MAX_LOOKUPS }, (_, index) =>
      lookup(Date.UTC(2026, 0, 1) + index * 50 * 60_000, index % 2 === 0 ? 'closures' : 'traits'),
    );
    await look(laptop, ...year);
    const message = laptop.status.get().message ?? '';
    // The notice names the lookups alone: no drill was folded.
    const notice =
      /^The oldest ([\d,]+) lookups stay on this device, to fit the browser's sync quota\.$/;
    const left = Number(notice.exec(message)?.[1]?.replace(',', ''));
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThan(MAX_LOOKUPS);
    deliver(laptop, desktop);
    await desktop.sync.merge();
    // Every drill whole, its own speed (a folded one has its topic's mean), and the newest lookups.
    const speeds = (attempts: readonly { wpm: number }[]) => attempts.map(({ wpm }) => wpm).sort();
    const { attempts } = await desktop.store.load();
    expect(speeds(attempts)).toEqual(speeds([...drills, own]));
    const at = (await lookupsOf(desktop)).map((kept) => kept.at).sort();
    expect(at).toEqual(year.slice(left).map((kept) => kept.at));
    for (const device of [laptop, desktop]) {
      expect(device.fake.measured.refused).toBe(0);
      expect(device.fake.measured.peakBytes).toBeLessThanOrEqual(SYNC_QUOTA.bytes);
      expect(device.warnings).toEqual([]);
    }
    console.info('a month at 30 drills a day and 10,000 lookups, on two devices', {
      laptop: laptop.fake.measured,
      lookupsSynced: MAX_LOOKUPS - left,
    });
  });
});

describe('lookups and versions before them', () => {
  it('reads a share without lookups, and a version before them reads a share with them', async () => {
    const clock = simulatedClock(NOW);
    const laptop = replica(clock);
    // A version before lookups wrote this device's keys: its drills, no entry.
    deliverRaw(laptop, keysWith('olddev01', clock, ''));
    await laptop.sync.merge();
    expect((await laptop.store.load()).attempts).toHaveLength(2);
    expect(await lookupsOf(laptop)).toEqual([]);
    expect(laptop.warnings).toEqual([]);

    await laptop.store.add(drill(NOW - DAY / 2));
    await look(laptop, lookup(NOW - DAY));
    // What a version before lookups runs on the laptop's keys (none of it changed since).
    const items = await laptop.fake.area.getAll();
    const screened = screenKeys(items, 'olddev01', clock.now());
    expect(screened.ignored).toEqual([]);
    const read = readDevices(screened.items).find((device) => device.device === laptop.id);
    if (read?.kind !== 'share') throw new Error('the laptop shares');
    expect(read.text).toContain('~1:rust/closures:');
    const { attempts, unreadable } = shareAttempts(readShare(read.text), laptop.id, 0, NOW);
    expect([attempts.length, unreadable]).toEqual([1, 0]);
  });

  it('skips lookups of a newer shape with a warning, and leaves out a share with one after tomorrow', async () => {
    const clock = simulatedClock(NOW);
    const laptop = replica(clock);
    deliverRaw(laptop, keysWith('newer001', clock, '~2:a shape to come'));
    await laptop.sync.merge();
    expect((await laptop.store.load()).attempts).toHaveLength(2);
    expect(laptop.warnings).toEqual([
      'Skipped the synced lookups of device newer001: a newer or unknown shape',
    ]);

    const future = fitLookups([lookup(Date.UTC(3000, 0, 1))], Infinity).entry;
    deliverRaw(laptop, keysWith('future01', clock, future));
    await laptop.sync.merge();
    expect((await laptop.store.load()).attempts).toHaveLength(2);
    expect(await lookupsOf(laptop)).toEqual([]);
    expect(laptop.status.get().ignored).toBe(2);
  });
});
