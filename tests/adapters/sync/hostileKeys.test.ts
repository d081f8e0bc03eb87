import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readDevices } from '@/utils/sync/deviceKeys';
import { readShare } from '@/utils/sync/share';
import { snippet } from '@/tests/utils/snippets/stored';
import { drill } from '@/tests/utils/sync/drills';
import { isRealTime } from '@/utils/bounds';
import { hostileKeys, LOCAL_SNIPPET_ID } from './hostileKeys';
import { replica, simulatedClock } from './replicas';

/** A clock after the fixtures' drills and snippets. */
const NOW = Date.UTC(2027, 0, 1);

describe("any JSON as another device's keys (issue 41)", () => {
  it('never throws or fails sync, loses nothing local, and sync still writes after', async () => {
    await fc.assert(
      fc.asyncProperty(hostileKeys, async (keys) => {
        const clock = simulatedClock(NOW);
        const laptop = replica(clock);
        const own = [drill(NOW - 3_600_000), drill(NOW - 1_800_000)];
        for (const attempt of own) await laptop.store.add(attempt);
        const mine = snippet({
          id: LOCAL_SNIPPET_ID,
          key: 'my-snippet-1',
          updatedAt: '2026-12-01T00:00:00.000Z',
        });
        await laptop.snippets.put([mine]);
        await laptop.sync.written();

        laptop.fake.deliver(keys);
        await laptop.sync.merge();
        expect(laptop.status.get().state).toBe('on');
        const { lastRemoteAt } = laptop.status.get();
        expect(lastRemoteAt === null || isRealTime(lastRemoteAt, clock.now())).toBe(true);
        const { attempts } = await laptop.store.load();
        const ids = new Set(attempts.map((attempt) => attempt.id));
        for (const attempt of own) expect(ids).toContain(attempt.id);
        // Nothing a device could not have recorded came in.
        for (const { finishedAt } of attempts) {
          expect(isRealTime(Date.parse(finishedAt), clock.now())).toBe(true);
        }
        // The local snippet is where it was: no version dated past tomorrow replaced it.
        expect((await laptop.snippets.list()).find((held) => held.id === mine.id)).toEqual(mine);

        clock.advance(60_000);
        const later = drill(clock.now());
        await laptop.store.add(later);
        await laptop.sync.written();
        expect(laptop.status.get().state).toBe('on');
        const items = new Map(
          [...laptop.fake.raw()].map(([key, text]) => [key, JSON.parse(text) as unknown]),
        );
        const self = readDevices(items).find((read) => read.device === laptop.id);
        expect(self?.kind).toBe('share');
        const written = self?.kind === 'share' ? readShare(self.text).recent : [];
        expect(written.map((synced) => synced.at)).toContain(clock.now());
      }),
      { numRuns: 300 },
    );
  });
});
