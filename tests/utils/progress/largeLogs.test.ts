import { describe, expect, it } from 'vitest';
import type { Attempt } from '@/utils/progress/attempt';
import { topicRecord, topicRows } from '@/utils/progress/aggregates';
import { fitShare } from '@/utils/sync/fit';
import { foldShare, toSynced } from '@/utils/sync/fold';

/** More drills of one topic than a spread argument list holds (about 125,000 in V8). */
const COUNT = 200_000;
const start = Date.UTC(2026, 0, 1);
const many: Attempt[] = Array.from({ length: COUNT }, (_, index) => ({
  id: `id-${index}`,
  language: 'rust',
  topic: 'closures',
  mode: 'type',
  finishedAt: new Date(start + index * 60_000).toISOString(),
  durationMs: 30_000,
  wpm: 40 + (index % 50),
  rawWpm: 45 + (index % 50),
  accuracy: 0.95,
  errors: 2,
  hints: 0,
  misses: [],
}));

describe('200,000 attempts of one topic (a log of years, or an import)', () => {
  it('give the Topics row and the topic record their best speed', () => {
    const [row] = topicRows(many, new Map(), 'rust', [{ key: 'closures', title: 'Closures' }]);
    expect(row?.bestWpm).toBe(89);
    expect(topicRecord(many, 'rust', 'closures')?.best).toBe(89);
  });

  it('fold and fit into a share', () => {
    const synced = many.map(toSynced);
    expect(foldShare(synced, COUNT).summaries[0]?.bestWpm).toBe(89);
    expect(fitShare(many, 90_000)).not.toBeNull();
  });
});
