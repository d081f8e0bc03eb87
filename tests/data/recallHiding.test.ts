// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SET_LANGUAGE_KEYS, loadTopicSet } from '@/data/index';
import type { HighlightedSet } from '@/data/types';
import { runs } from '@/tests/ci';
import { levelHides } from '@/utils/drill/recall/hiding';
import { RECALL_LEVELS, type RecallLevel } from '@/utils/drill/recall/levels';
import { lineClasses } from '@/utils/highlight/tokenClasses';
import { buildDrillText } from '@/utils/drill/targets';

/** Every set's Shiki highlighting runs in the Vite server: see registry.test.ts. */
const ALL_SETS_TIMEOUT_MS = 120_000;

type Drill = { name: string; hide: (level: RecallLevel) => Uint8Array };

function drillsOf(set: HighlightedSet, language: string): Drill[] {
  return set.topics.map((topic) => {
    const { targets } = buildDrillText(topic.lines);
    const classes = topic.tokens.map((tokens) => lineClasses(tokens, set.palette));
    return {
      name: `${language}/${topic.key}`,
      hide: (level) => {
        const hides = levelHides(topic.lines, classes, level);
        return Uint8Array.from(targets, (target) => Number(hides(target)));
      },
    };
  });
}

const isSubset = (lower: Uint8Array, higher: Uint8Array) =>
  lower.every((hidden, index) => hidden === 0 || higher[index] === 1);

describe('levelHides over every topic of every set', () => {
  it(
    'hides a superset at each higher level, the same set every time',
    { timeout: ALL_SETS_TIMEOUT_MS },
    async () => {
      const drills: Drill[] = [];
      for (const key of SET_LANGUAGE_KEYS) drills.push(...drillsOf(await loadTopicSet(key), key));
      const level = fc.constantFrom(...RECALL_LEVELS);
      fc.assert(
        fc.property(fc.constantFrom(...drills), level, level, (drill, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(isSubset(drill.hide(low), drill.hide(high)), drill.name).toBe(true);
          expect(drill.hide(a)).toEqual(drill.hide(a));
        }),
        { numRuns: runs(2_000) },
      );
      // Each step hides more on most topics: the levels are not one set under four names.
      for (const step of [1, 2, 3, 4] as const) {
        const grows = drills.filter((drill) => {
          const count = (level: RecallLevel) => drill.hide(level).reduce((a, b) => a + b, 0);
          return count(step) > count((step - 1) as RecallLevel);
        });
        expect(grows.length / drills.length, `level ${step}`).toBeGreaterThan(0.9);
      }
    },
  );
});
