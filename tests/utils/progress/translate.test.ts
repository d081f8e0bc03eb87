import { describe, expect, it } from 'vitest';
import { cardKey } from '@/utils/progress/attempt';
import { buildExport, parseImport } from '@/utils/progress/exportFile';
import { attemptProblem } from '@/utils/progress/schema';
import { gradeAttempt, levelOf } from '@/utils/progress/grade';
import { buildSchedule } from '@/utils/progress/schedule';
import { classStats, withMisses } from '@/utils/progress/weakSpots';
import { toStored } from '@/utils/progress/attempt';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { shareAttempts, toSynced } from '@/utils/sync/fold';
import { readShare, writeShare } from '@/utils/sync/share';
import { attempt } from './fixtures';

const exportedAt = new Date('2026-11-23T08:00:00Z');
const now = exportedAt.getTime();

/** A Go drill typed from Python's topic, at level 4, with one recall miss. */
const translated = attempt({
  language: 'go',
  topic: 'closures',
  mode: 'translate',
  from: 'python',
  level: 4,
  accuracy: 0.98,
  errors: 1,
  recalled: { keys: 100, errors: 1 },
  misses: [{ expected: ':', typed: '=', tokenClass: 'operator', recall: true }],
  classTimes: { operator: { chars: 10, ms: 2_000 } },
});

describe('translate drills', () => {
  it('are records of this version only with a source language other than their own', () => {
    expect(attemptProblem(toStored(translated))).toBeNull();
    expect(attemptProblem({ ...toStored(translated), from: undefined })).toMatch(
      /without its source language/,
    );
    expect(attemptProblem({ ...toStored(translated), from: 'go' })).toMatch(/source language/);
    expect(attemptProblem({ ...toStored(translated), mode: 'recall' })).toMatch(/source/);
    expect(attemptProblem({ ...toStored(translated), from: 'klingon' })).toMatch(/^from:/);
  });

  it('grade as a recall of the second language card', () => {
    expect(levelOf({ mode: 'translate' })).toBe(4);
    const recall = { ...translated, mode: 'recall' as const, from: undefined };
    expect(gradeAttempt(translated)).toBe(gradeAttempt(recall));
    const schedule = buildSchedule([translated]);
    expect(schedule.get(cardKey('go', 'closures'))?.card.due).toEqual(
      buildSchedule([recall]).get(cardKey('go', 'closures'))?.card.due,
    );
    expect(schedule.has(cardKey('python', 'closures'))).toBe(false);
  });

  it('count in weak spots, as recall misses', () => {
    const operator = (stats: ReturnType<typeof classStats>) =>
      stats.find((stat) => stat.tokenClass === 'operator');
    expect(operator(classStats([translated]))).toMatchObject({ typed: 10, misses: 1 });
    expect(operator(classStats(withMisses([translated], 'recall')))?.misses).toBe(1);
    expect(operator(classStats(withMisses([translated], 'typing')))?.misses).toBe(0);
  });

  it('go through export version 3 and back with their source', () => {
    const lookups = [
      { id: 'l1', language: 'rust' as const, topic: 'ownership', at: '2026-11-22T08:00:00.000Z' },
    ];
    const file = buildExport([translated], DEFAULT_SETTINGS, exportedAt, [], lookups);
    const data = JSON.parse(file) as { attempts: Record<string, unknown>[]; lookups: unknown[] };
    expect(data.attempts[0]).toMatchObject({
      mode: 'translate',
      from: 'python',
      group: 'closures',
    });
    expect(data.lookups).toEqual(lookups);
    expect(parseImport(file, now)).toEqual({
      ok: true,
      settings: DEFAULT_SETTINGS,
      attempts: [translated],
      snippets: [],
      lookups,
      lookupsDropped: 0,
    });
  });

  it('sync as the recall drill of their card, graded the same', () => {
    const synced = toSynced(translated);
    expect(synced.mode).toBe('recall');
    const share = readShare(writeShare({ summaries: [], folded: [], recent: [synced] }));
    const { attempts } = shareAttempts(share, 'dev00001', 0, now);
    expect(attempts).toHaveLength(1);
    expect(gradeAttempt(attempts[0]!)).toBe(gradeAttempt(translated));
    expect(attempts[0]).toMatchObject({ language: 'go', topic: 'closures', mode: 'recall' });
  });
});
