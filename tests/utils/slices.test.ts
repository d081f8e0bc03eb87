import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eachInSteps, runInSlices, runSteps, sortedInSteps, type Steps } from '@/utils/slices';

/** Steps that count to `count`, each step one tick of `ticks`, yielding after each. */
function* counting(count: number, ticks: { now: number }): Steps<number> {
  let done = 0;
  while (done < count) {
    done++;
    ticks.now++;
    yield;
  }
  return done;
}

describe('runSteps', () => {
  it('runs every step at once and returns the result', () => {
    const ticks = { now: 0 };
    expect(runSteps(counting(7, ticks))).toBe(7);
    expect(ticks.now).toBe(7);
  });
});

describe('runInSlices', () => {
  it('pauses each time a slice has run its time, and returns the same result', async () => {
    const ticks = { now: 0 };
    const pausedAt: number[] = [];
    const result = await runInSlices(counting(10, ticks), {
      now: () => ticks.now,
      pause: () => Promise.resolve(void pausedAt.push(ticks.now)),
      sliceMs: 3,
    });
    expect(result).toBe(10);
    expect(pausedAt).toEqual([3, 6, 9]);
  });

  it('never pauses work that ends inside one slice', async () => {
    let pauses = 0;
    const result = await runInSlices(counting(5, { now: 0 }), {
      now: () => 0,
      pause: () => {
        pauses++;
        return Promise.resolve();
      },
      sliceMs: 1,
    });
    expect([result, pauses]).toEqual([5, 0]);
  });
});

describe('eachInSteps', () => {
  it('visits each item in order, with a point to pause every so many', () => {
    const seen: string[] = [];
    const steps = eachInSteps(
      ['a', 'b', 'c', 'd', 'e'],
      (item, index) => seen.push(`${item}${index}`),
      2,
    );
    let points = 0;
    while (!steps.next().done) points++;
    expect(seen).toEqual(['a0', 'b1', 'c2', 'd3', 'e4']);
    expect(points).toBe(2);
  });
});

describe('sortedInSteps', () => {
  it('sorts as a stable sort does: equal keys keep their order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -5, max: 5 }), { maxLength: 300 }), (keys) => {
        const items = keys.map((key, at) => ({ key, at }));
        const expected = [...items].sort((a, b) => a.key - b.key);
        expect(runSteps(sortedInSteps(items, (item) => item.key, 7))).toEqual(expected);
      }),
    );
  });

  it('leaves the list it sorts as it was, and pauses as it goes', () => {
    const items = Array.from({ length: 1_000 }, (_, index) => (index * 7_919) % 1_000);
    const before = [...items];
    const steps = sortedInSteps(items, (item) => item, 100);
    let points = 0;
    let next = steps.next();
    for (; !next.done; next = steps.next()) points++;
    expect(next.value).toEqual([...items].sort((a, b) => a - b));
    expect(items).toEqual(before);
    // 1,000 keys read, then 10 passes of 1,000 moves, a point every 100.
    expect(points).toBe(2 + 100);
  });
});
