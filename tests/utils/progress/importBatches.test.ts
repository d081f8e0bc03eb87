import { describe, expect, it } from 'vitest';
import { buildExport, CHECKED_EVERY, parseImport } from '@/utils/progress/exportFile';
import { importProgressText, inBatches } from '@/utils/progress/importBatches';
import { buildSchedule, scheduleSteps } from '@/utils/progress/schedule';
import { runInSlices } from '@/utils/slices';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { attempt } from './fixtures';

describe('inBatches', () => {
  it('cuts a list into runs of the size, in order, the last shorter', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([1, 2, 3, 4], 2)).toEqual([
      [1, 2],
      [3, 4],
    ]);
    expect(inBatches([], 2)).toEqual([]);
  });

  it('refuses a size that would never end', () => {
    expect(() => inBatches([1], 0)).toThrow(RangeError);
    expect(() => inBatches([1], 1.5)).toThrow(RangeError);
  });
});

describe('importProgressText', () => {
  it('counts with thousands separators, in each stage', () => {
    expect(importProgressText({ stage: 'writing', done: 40_000, total: 100_000 })).toBe(
      'Importing 40,000 of 100,000 attempts…',
    );
    expect(importProgressText({ stage: 'checking', done: 1_000, total: 2_500 })).toBe(
      'Checking 1,000 of 2,500 attempts…',
    );
    expect(importProgressText({ stage: 'writing', done: 0, total: 1 })).toBe(
      'Importing 0 of 1 attempt…',
    );
    expect(importProgressText({ stage: 'scheduling', done: 5, total: 5 })).toBe(
      'Updating the schedule from 5 attempts…',
    );
  });
});

describe("parseImport's progress", () => {
  it('reports the records checked every CHECKED_EVERY and at the end', () => {
    const log = Array.from({ length: CHECKED_EVERY * 2 + 5 }, (_, index) =>
      attempt({ finishedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString() }),
    );
    const heard: [number, number][] = [];
    const result = parseImport(
      buildExport(log, DEFAULT_SETTINGS, new Date()),
      Date.now(),
      (checked, total) => heard.push([checked, total]),
    );
    expect(result.ok).toBe(true);
    const total = log.length;
    expect(heard).toEqual([
      [CHECKED_EVERY, total],
      [CHECKED_EVERY * 2, total],
      [total, total],
    ]);
  });
});

describe('scheduleSteps', () => {
  it('builds the same schedule as buildSchedule when run in slices, pausing between them', async () => {
    // Enough attempts for steps: out of time order, some on the same day, some weak spots.
    const log = Array.from({ length: 1_200 }, (_, index) =>
      attempt({
        topic: ['loops', 'maps', 'closures'][index % 3]!,
        mode: index % 5 === 0 ? 'weak-spots' : 'type',
        accuracy: 0.8 + (index % 4) * 0.05,
        finishedAt: new Date(
          Date.UTC(2026, 0, 1) + ((index * 7_919) % 400) * 3_600_000,
        ).toISOString(),
      }),
    );
    // A clock that moves a millisecond each time it is read: a pause every other step.
    let clock = 0;
    let pauses = 0;
    const sliced = await runInSlices(scheduleSteps(log), {
      now: () => clock++,
      pause: () => {
        pauses++;
        return Promise.resolve();
      },
      sliceMs: 2,
    });
    expect(sliced).toEqual(buildSchedule(log));
    expect(pauses).toBeGreaterThan(0);
  });
});
