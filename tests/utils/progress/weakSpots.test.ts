// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  candidateLines,
  classStats,
  mostMissed,
  pickWeakLines,
  weakSpotsTopic,
  weeklyTrend,
  type Weakness,
} from '@/utils/progress/weakSpots';
import type { TokenClass } from '@/utils/highlight/tokenClasses';
import { runs } from '@/tests/ci';
import { fixtureSet } from '../../fixtures';
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

const javascript = fixtureSet('javascript');
const lines = candidateLines(javascript);
const weakChars = ['(', ')', '{', '}', '[', ']', ';', '.', '=', '<', '>', '_', '"', "'", '`'];
const countWeak = (text: string, weak: ReadonlySet<string>) =>
  Array.from(text.trim()).filter((char) => weak.has(char)).length;
const density = (texts: readonly string[], weak: ReadonlySet<string>) =>
  texts.reduce((sum, text) => sum + countWeak(text, weak), 0) /
  texts.reduce((sum, text) => sum + text.trim().length, 0);

describe('pickWeakLines', () => {
  it('picks real lines denser in the weak characters than the set is (property)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom(...weakChars), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 20 }), { minLength: 4, maxLength: 4 }),
        (chars, weights) => {
          const weakness: Weakness = {
            chars: new Map(chars.map((char, index) => [char, weights[index]!])),
            classes: new Map<TokenClass, number>(),
          };
          const picked = pickWeakLines(lines, weakness);
          expect(picked.length).toBeGreaterThanOrEqual(1);
          expect(picked.length).toBeLessThanOrEqual(15);
          for (const line of picked) {
            expect(javascript.topics[line.topic]!.lines[line.row]).toBe(line.text);
          }
          const weak = new Set(chars);
          expect(
            density(
              picked.map((line) => line.text),
              weak,
            ),
          ).toBeGreaterThan(
            density(
              lines.map((line) => line.text),
              weak,
            ),
          );
        },
      ),
      { numRuns: runs(40) },
    );
  });

  it('aims at a weak class too: bracket-heavy lines for a weak bracket class', () => {
    const weakness: Weakness = { chars: new Map(), classes: new Map([['bracket', 1]]) };
    const picked = pickWeakLines(lines, weakness);
    const brackets = new Set('()[]{}');
    expect(picked.length).toBeGreaterThanOrEqual(8);
    expect(
      density(
        picked.map((line) => line.text),
        brackets,
      ),
    ).toBeGreaterThan(
      density(
        lines.map((line) => line.text),
        brackets,
      ),
    );
  });
});

describe('weakSpotsTopic', () => {
  it('keeps each line and its highlighting, without the indentation', () => {
    const weakness: Weakness = { chars: new Map([['{', 5]]), classes: new Map() };
    const topic = weakSpotsTopic(javascript, pickWeakLines(lines, weakness));
    topic.tokens.forEach((tokens, row) => {
      expect(tokens.map(([text]) => text).join('')).toBe(topic.lines[row]);
      expect(topic.lines[row]).toBe(topic.lines[row]!.trimStart());
    });
  });
});
