// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { classStats, mostMissed, weeklyTrend } from '@/utils/progress/weakSpots';
import { attempt } from './fixtures';

const bracketMiss = { expected: '(', typed: '[', tokenClass: 'bracket' as const };
const log = [
  attempt({
    misses: [bracketMiss, bracketMiss, { expected: ';', typed: ':', tokenClass: 'punctuation' }],
    classTimes: { bracket: { chars: 10, ms: 2000 }, punctuation: { chars: 20, ms: 2000 } },
  }),
  attempt({
    misses: [{ expected: ')', typed: '0', tokenClass: 'bracket' }],
    classTimes: { bracket: { chars: 10, ms: 1000 }, identifier: { chars: 100, ms: 10_000 } },
  }),
];

describe('classStats', () => {
  it('gives every class its error rate and speed', () => {
    const stats = classStats(log);
    expect(stats.map((stat) => stat.tokenClass)).toHaveLength(9);
    expect(stats.find((stat) => stat.tokenClass === 'bracket')).toEqual({
      tokenClass: 'bracket',
      typed: 20,
      misses: 3,
      errorRate: 0.15,
      perMinute: 400,
    });
    expect(stats.find((stat) => stat.tokenClass === 'number')).toMatchObject({
      typed: 0,
      errorRate: 0,
      perMinute: null,
    });
  });
});

describe('classStats over a run marked implausible', () => {
  it('counts its keys and misses but not its speed', () => {
    const bot = attempt({
      implausible: true,
      misses: [bracketMiss],
      classTimes: { bracket: { chars: 1000, ms: 100 } },
    });
    const bracket = classStats([...log, bot]).find((stat) => stat.tokenClass === 'bracket');
    expect(bracket).toMatchObject({ typed: 1020, misses: 4, perMinute: 400 });
  });
});

describe('mostMissed', () => {
  it('lists the missed characters, most often first, with what was typed instead', () => {
    expect(mostMissed(log)).toEqual([
      { char: '(', count: 2, typedInstead: ['['] },
      { char: ')', count: 1, typedInstead: ['0'] },
      { char: ';', count: 1, typedInstead: [':'] },
    ]);
  });
});

describe('weeklyTrend', () => {
  it('compares the error rate of the last seven days with the seven before', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    const trend = weeklyTrend(
      [
        attempt({ ...log[0]!, id: 'a', finishedAt: '2026-11-22T10:00:00Z' }),
        attempt({ ...log[1]!, id: 'b', finishedAt: '2026-11-12T10:00:00Z' }),
      ],
      now,
    );
    expect(trend).toEqual({ thisWeek: 3 / 30, lastWeek: 1 / 110 });
  });
});
