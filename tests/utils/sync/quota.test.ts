import { describe, expect, it } from 'vitest';
import { quotaNotice, shareBudget, writeDelay } from '@/utils/sync/quota';

describe('the sync quotas', () => {
  it('gives each device an even part, never more than the others leave, smaller after a refusal', () => {
    const usable = 102_400 - 4_096;
    expect(shareBudget({ othersBytes: 0, devices: 2, overhead: 400, scale: 1 })).toBe(
      usable / 2 - 400,
    );
    expect(shareBudget({ othersBytes: usable - 1_000, devices: 2, overhead: 400, scale: 1 })).toBe(
      600,
    );
    expect(shareBudget({ othersBytes: usable, devices: 2, overhead: 400, scale: 1 })).toBe(0);
    expect(shareBudget({ othersBytes: 0, devices: 1, overhead: 0, scale: 0.75 })).toBe(
      Math.floor(usable * 0.75),
    );
  });

  it('waits out the minute once 120 writes are in it', () => {
    const now = 10 * 60_000;
    const minute = Array.from({ length: 120 }, (_, index) => now - 30_000 + index);
    expect(writeDelay(minute.slice(1), now)).toBe(0);
    expect(writeDelay(minute, now)).toBe(30_000);
  });

  it.each<[number, number, string | null]>([
    [0, 0, null],
    [1, 0, "The oldest 1 drill syncs as its time and grade only, to fit the browser's sync quota."],
    [
      12,
      0,
      "The oldest 12 drills sync as their time and grade only, to fit the browser's sync quota.",
    ],
    [
      0,
      1,
      "1 of your snippets stays on this device (marked Not synced), to fit the browser's sync quota.",
    ],
    [
      3,
      4,
      "The oldest 3 drills sync as their time and grade only; 4 of your snippets stay on this device (marked Not synced), to fit the browser's sync quota.",
    ],
  ])('says what fitting cost: %i drills folded, %i snippets left out', (folded, unsynced, text) => {
    expect(quotaNotice(folded, unsynced)).toBe(text);
  });

  it('says how many lookups were left out, alone or after the rest', () => {
    expect(quotaNotice(0, 0, 1)).toBe(
      "The oldest 1 lookup stays on this device, to fit the browser's sync quota.",
    );
    expect(quotaNotice(2, 0, 1_200)).toBe(
      "The oldest 2 drills sync as their time and grade only; the oldest 1,200 lookups stay on this device, to fit the browser's sync quota.",
    );
  });
});
