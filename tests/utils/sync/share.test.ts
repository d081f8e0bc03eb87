import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readNumbers, writeNumber, writeNumbers } from '@/utils/sync/numbers';
import { readShare, writeShare } from '@/utils/sync/share';
import { foldShare, shareAttempts, toSynced } from '@/utils/sync/fold';
import { arbitraryDrill, drillsPerDay } from './drills';

/** A clock after every drill of these tests: none is in its future. */
const LATER = Date.UTC(2028, 0, 1);

describe('numbers', () => {
  it('reads back any list of whole numbers, with no separator', () => {
    fc.assert(
      fc.property(fc.array(fc.maxSafeNat()), (values) => {
        expect(readNumbers(writeNumbers(values))).toEqual(values);
      }),
    );
  });

  it('writes small numbers short and refuses text cut inside a number', () => {
    expect(writeNumber(31)).toHaveLength(1);
    expect(writeNumber(2_900_000)).toHaveLength(5);
    expect(() => readNumbers(writeNumber(2_900_000).slice(0, 3))).toThrow(SyntaxError);
    expect(() => readNumbers('"')).toThrow(SyntaxError);
    expect(() => writeNumber(-1)).toThrow(RangeError);
  });
});

describe('a device share', () => {
  it('gives back every drill as it was recorded, but its id and misses', () => {
    fc.assert(
      fc.property(fc.array(arbitraryDrill, { maxLength: 40 }), (drills) => {
        const synced = drills.map(toSynced).sort((a, b) => a.at - b.at);
        const share = { summaries: [], folded: [], recent: synced };
        expect(readShare(writeShare(share))).toEqual(share);
      }),
    );
  });

  it('reads the attempts back with ids of the device, its reset count and the time', () => {
    const [first, second] = drillsPerDay(1, 2);
    if (!first || !second) throw new Error('two drills');
    const share = readShare(writeShare(foldShare([toSynced(first), toSynced(second)], 0)));
    const { attempts } = shareAttempts(share, 'abcd1234', 2, LATER);
    expect(attempts).toEqual(
      [first, second].map((drill) => ({
        ...drill,
        id: `s.abcd1234.2.${Date.parse(drill.finishedAt).toString(36)}`,
        misses: [],
      })),
    );
  });

  it('costs about 20 bytes a drill (measured over a month at 30 a day)', () => {
    const drills = drillsPerDay(30, 30);
    const text = writeShare(foldShare(drills.map(toSynced), 0));
    const perDrill = text.length / drills.length;
    expect(perDrill).toBeLessThan(25);
    // Folded, a drill keeps its time and grade only.
    const folded = writeShare(foldShare(drills.map(toSynced), drills.length));
    expect(folded.length / drills.length).toBeLessThan(8);
  });

  it('refuses damaged text', () => {
    const text = writeShare(foldShare(drillsPerDay(1, 3).map(toSynced), 1));
    expect(() => readShare(text.slice(0, -1))).toThrow(SyntaxError);
    expect(() => readShare(text.replace('|', ''))).toThrow(SyntaxError);
    expect(() => readShare(`${text}A`)).toThrow(SyntaxError);
  });
});
