import { describe, expect, it } from 'vitest';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { SYNC_QUOTA } from '@/utils/sync/quota';
import { planSnippetPull, planSnippetPush } from '@/utils/sync/snippetPlan';
import { snippetKey, unpackSnippet, type Carried } from '@/utils/sync/snippetShare';
import { snippet } from '@/tests/utils/snippets/stored';

const at = (day: number) => `2026-11-${String(day).padStart(2, '0')}T10:00:00.000Z`;
const mine = snippet({ updatedAt: at(10) });
const gone = (held: OwnSnippet, day: number) => ({
  id: held.id,
  language: held.language,
  key: held.key,
  updatedAt: at(day),
  deletedAt: at(day),
});

describe('planSnippetPull', () => {
  it('adds a snippet another device carries, and takes a later edit of one held here', () => {
    const theirs = snippet();
    const edited = { ...mine, title: 'Edited on the laptop', updatedAt: at(12) };
    const plan = planSnippetPull(
      [mine],
      [
        { device: 'laptop', version: theirs },
        { device: 'laptop', version: edited },
      ],
    );
    expect(plan.put).toEqual([theirs, edited]);
  });

  it('applies a later deletion to the copy held here, keeping its code for the history', () => {
    const plan = planSnippetPull([mine], [{ device: 'laptop', version: gone(mine, 11) }]);
    expect(plan.put).toEqual([{ ...mine, updatedAt: at(11), deletedAt: at(11) }]);
  });

  it('ignores an earlier deletion, and a deletion of a snippet never held here', () => {
    const never = snippet();
    const plan = planSnippetPull(
      [mine],
      [
        { device: 'laptop', version: gone(mine, 9) },
        { device: 'laptop', version: gone(never, 12) },
      ],
    );
    expect(plan).toMatchObject({ put: [], replaced: 0 });
  });
});

/** What the planned keys hold, unpacked. */
const held = (items: ReadonlyMap<string, unknown>) =>
  [...items.values()].flatMap((chunk) => (chunk as unknown[]).map(unpackSnippet));

describe('planSnippetPush', () => {
  it('carries what no other device carries, the same version once, by the device that sorts first', () => {
    const received = snippet();
    const older = snippet();
    const carried: Carried[] = [
      { device: 'a-laptop', version: received },
      { device: 'z-phone', version: mine },
      { device: 'a-laptop', version: { ...older, updatedAt: at(1) } },
    ];
    const push = planSnippetPush([mine, received, older], carried, 'm-desktop', 100_000);
    expect(held(push.items)).toEqual([mine, older]);
    expect(push.unsynced).toEqual([]);
  });

  it('stops carrying a snippet once another device carries a later version', () => {
    const later = { ...mine, title: 'Later', updatedAt: at(11) };
    const push = planSnippetPush([mine], [{ device: 'z', version: later }], 'a', 100_000);
    expect(push.items.size).toBe(0);
  });

  it('fits keys under the per-key limit and the room, deletions first, the newest left out', () => {
    const long = Array.from({ length: 40 }, (_, line) => `value_${line} = compute(${line}) # ok`);
    const many = Array.from({ length: 30 }, (_, index) =>
      snippet({
        createdAt: new Date(Date.UTC(2026, 10, 1) + index * 60_000).toISOString(),
        lines: long,
        tokens: long.map((line) => [[line, 1]]),
      }),
    );
    const deleted = { ...snippet(), updatedAt: at(22), deletedAt: at(22) };
    const room = 20_000;
    const push = planSnippetPush([...many, deleted], [], 'desktop', room);
    const sizes = [...push.items].map(([key, value]) => key.length + JSON.stringify(value).length);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(SYNC_QUOTA.bytesPerItem);
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBe(push.bytes);
    expect(push.bytes).toBeLessThanOrEqual(room);
    expect([...push.items.keys()][0]).toBe(snippetKey('desktop', 0));
    const kept = held(push.items);
    expect(kept[0]).toMatchObject({ id: deleted.id, deletedAt: at(22) });
    expect(push.unsynced.length).toBeGreaterThan(0);
    expect(kept.length + push.unsynced.length).toBe(31);
    expect(push.unsynced).toEqual(many.slice(many.length - push.unsynced.length).map((s) => s.id));
  });

  it('leaves out a snippet too large for one key', () => {
    const wide = Array.from({ length: 50 }, () => 'x'.repeat(199));
    const huge = snippet({ lines: wide, tokens: wide.map((line) => [[line, 0]]) });
    expect(planSnippetPush([huge], [], 'desktop', 100_000)).toMatchObject({
      bytes: 0,
      unsynced: [huge.id],
    });
  });
});
