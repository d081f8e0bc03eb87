import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardKey, type Attempt } from '@/utils/progress/attempt';
import { buildSchedule, type TopicCard } from '@/utils/progress/schedule';
import { topicRecord } from '@/utils/progress/aggregates';
import { foldShare, shareAttempts, toSynced } from '@/utils/sync/fold';
import { fitShare, prepareShare } from '@/utils/sync/fit';
import { runSteps } from '@/utils/slices';
import { readShare, writeShare } from '@/utils/sync/share';
import { arbitraryDrill, drillsPerDay } from './drills';

/** A clock after every drill of these tests: none is in its future. */
const LATER = Date.UTC(2028, 0, 1);

/** The schedule as plain data, so two are compared field by field. */
const plain = (schedule: ReadonlyMap<string, TopicCard>) =>
  [...schedule].sort(([a], [b]) => a.localeCompare(b));

/** Each topic's best WPM and attempt count. */
function bests(attempts: readonly Attempt[]) {
  const cards = [...new Set(attempts.map((a) => cardKey(a.language, a.topic)))].sort();
  return cards.map((card) => {
    const [language = '', topic = ''] = card.split('/');
    return [
      card,
      topicRecord(attempts, language, topic)?.best,
      attempts.filter((a) => cardKey(a.language, a.topic) === card).length,
    ];
  });
}

/** The share's length with every drill whole, and with every drill folded. */
function lengths(drills: readonly Attempt[]) {
  const synced = drills.map(toSynced).sort((a, b) => a.at - b.at);
  return {
    whole: writeShare(foldShare(synced, 0)).length,
    folded: writeShare(foldShare(synced, synced.length)).length,
  };
}

/** What another device makes of this log's share at `budget` characters. */
function throughSync(drills: readonly Attempt[], budget: number) {
  const fitted = fitShare(drills, budget);
  if (!fitted) throw new Error('no share fits');
  return { fitted, attempts: shareAttempts(readShare(fitted.text), 'dev00001', 0, LATER).attempts };
}

describe('folding a share to fit', () => {
  it('leaves a share that fits whole as it is', () => {
    const drills = drillsPerDay(5, 10);
    const { fitted, attempts } = throughSync(drills, 10_000);
    expect(fitted).toMatchObject({ folded: 0, dropped: 0 });
    expect(attempts).toHaveLength(50);
  });

  it('folds the oldest drills: the same schedule, bests and counts, within the budget', () => {
    const drills = drillsPerDay(60, 30);
    const whole = fitShare(drills, Infinity)?.text.length ?? 0;
    const budget = Math.floor(whole / 2);
    const { fitted, attempts } = throughSync(drills, budget);
    expect(fitted.text.length).toBeLessThanOrEqual(budget);
    expect(fitted.folded).toBeGreaterThan(0);
    expect(fitted.dropped).toBe(0);
    expect(plain(buildSchedule(attempts))).toEqual(plain(buildSchedule(drills)));
    expect(bests(attempts)).toEqual(bests(drills));
  });

  it('keeps the schedule and bests for any log folded to any size it fits', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryDrill, { maxLength: 60 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (drills, part) => {
          const { whole, folded } = lengths(drills);
          // Fitting counts lengths by a bound, so it needs a little room over the exact fold.
          const budget = Math.ceil(folded * 1.25 + Math.max(0, whole - folded * 1.25) * part);
          const { fitted, attempts } = throughSync(drills, budget);
          expect(fitted.dropped).toBe(0);
          expect(plain(buildSchedule(attempts))).toEqual(plain(buildSchedule(drills)));
          expect(bests(attempts)).toEqual(bests(drills));
        },
      ),
    );
  });

  it('writes the whole share only to a budget it fits, however close', () => {
    fc.assert(
      fc.property(fc.array(arbitraryDrill, { maxLength: 60 }), (drills) => {
        const prepared = runSteps(prepareShare(drills));
        const { whole } = lengths(drills);
        expect(prepared.whole(whole)?.length).toBe(whole);
        expect(prepared.whole(whole - 1)).toBeNull();
      }),
    );
  });

  it('gives a drill the same id whole or folded, so merges stay a union', () => {
    // Enough drills of each card that folding them saves room.
    const drills = drillsPerDay(10, 30);
    const ids = (budget: number) =>
      throughSync(drills, budget)
        .attempts.map((a) => a.id)
        .sort();
    const budget = Math.ceil(lengths(drills).folded * 1.25);
    expect(throughSync(drills, budget).fitted).toMatchObject({ dropped: 0 });
    expect(throughSync(drills, budget).fitted.folded).toBeGreaterThan(drills.length / 2);
    expect(ids(Infinity)).toEqual(ids(budget));
  });

  it('leaves the oldest out when even folded they do not fit, and says how many', () => {
    const drills = drillsPerDay(30, 30);
    const { fitted, attempts } = throughSync(drills, 2_000);
    expect(fitted.text.length).toBeLessThanOrEqual(2_000);
    expect(fitted.dropped).toBeGreaterThan(0);
    expect(attempts).toHaveLength(drills.length - fitted.dropped);
    const latest = drills
      .map((d) => d.finishedAt)
      .sort()
      .at(-1);
    expect(
      attempts
        .map((a) => a.finishedAt)
        .sort()
        .at(-1),
    ).toBe(latest);
    expect(fitShare(drills, 0)).toBeNull();
  });

  it('carries a drill of one card as its index and count, in a few characters a card', () => {
    const drills = drillsPerDay(1, 10).map((drill, index) =>
      index < 5 ? { ...drill, card: 1, cards: 3 } : { ...drill, card: undefined, cards: undefined },
    );
    const { attempts } = throughSync(drills, Infinity);
    const cards = (list: readonly Attempt[]) =>
      list
        .map(({ finishedAt, card, cards }) => ({ finishedAt, card, cards }))
        .sort((a, b) => a.finishedAt.localeCompare(b.finishedAt));
    expect(cards(attempts)).toEqual(cards(drills));
    const text = fitShare(drills, Infinity)!.text;
    expect(text.slice(0, text.indexOf('|'))).toContain('#1/3');
  });

  it('skips drills of a card this version does not know, and counts them', () => {
    const share = {
      summaries: [],
      folded: [],
      recent: [
        {
          at: 1,
          card: 'cobol/loops',
          mode: 'type' as const,
          durationMs: 1,
          wpm: 1,
          rawWpm: 1,
          accuracy: 1,
          errors: 0,
          hints: 0,
        },
      ],
    };
    expect(shareAttempts(readShare(writeShare(share)), 'dev00001', 0, LATER)).toEqual({
      attempts: [],
      unreadable: 1,
    });
  });
});
