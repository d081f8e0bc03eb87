import { describe, expect, it } from 'vitest';
import { MAX_LOOKUPS, type Lookup } from '@/utils/progress/lookups';
import { foldShare, shareAttempts, toSynced } from '@/utils/sync/fold';
import { fitLookups, shareLookups, withLookups } from '@/utils/sync/lookupShare';
import { readShare, writeShare } from '@/utils/sync/share';
import { drillsPerDay } from './drills';

const START = Date.UTC(2026, 0, 1);
const HOUR = 3_600_000;
/** A clock after every lookup of these tests. */
const LATER = Date.UTC(2028, 0, 1);

/** Lookups `every` apart from 2026-01-01, each of one of four topics in turn. */
function lookupsEvery(count: number, every = HOUR): Lookup[] {
  const topics = ['closures', 'promises', 'strings', 'error-handling'];
  return Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    language: index % 3 === 0 ? 'rust' : 'javascript',
    topic: topics[index % topics.length] ?? 'closures',
    at: new Date(START + index * every).toISOString(),
  }));
}

/** A share of a week of drills, as every version writes it. */
const drillsText = () => writeShare(foldShare(drillsPerDay(7, 5).map(toSynced), 0));

/** Lookups as another device's share gives them back: all but the id. */
const withoutIds = (lookups: readonly Lookup[]) =>
  lookups.map(({ language, topic, at }) => ({ language, topic, at }));

describe("a device's lookups in its share", () => {
  it('come back with ids of the device, its reset count and the time', () => {
    const lookups = lookupsEvery(6);
    const { entry, left } = fitLookups(lookups, Infinity);
    expect(left).toBe(0);
    const read = shareLookups(withLookups(drillsText(), entry), 'abcd1234', 2, LATER);
    expect(read.skipped).toEqual([]);
    expect(withoutIds(read.lookups)).toEqual(withoutIds(lookups));
    expect(read.lookups[0]?.id).toBe(`s.abcd1234.2.${Date.parse(lookups[0]!.at).toString(36)}`);
    // Two in one millisecond keep two ids.
    const twin = { ...lookups[0]!, id: 'twin', topic: 'strings' };
    const twins = fitLookups([lookups[0]!, twin], Infinity).entry;
    const ids = shareLookups(withLookups('|AA', twins), 'abcd1234', 0, LATER).lookups;
    expect(new Set(ids.map((lookup) => lookup.id)).size).toBe(2);
  });

  it('cost about 6 characters a lookup (a year at 20 a day)', () => {
    const { entry } = fitLookups(lookupsEvery(365 * 20, 72 * 60_000), Infinity);
    expect(entry.length / (365 * 20)).toBeLessThan(6.5);
  });

  it('leave the drills as a version before lookups reads them', () => {
    const text = drillsText();
    const entry = fitLookups(lookupsEvery(40), Infinity).entry;
    const attempts = (share: string) => shareAttempts(readShare(share), 'abcd1234', 0, LATER);
    expect(attempts(withLookups(text, entry))).toEqual(attempts(text));
    // With no drills, and with no lookups: the text such a version writes.
    expect(readShare(withLookups('|AA', entry))).toEqual(readShare('|AA'));
    expect(withLookups(text, fitLookups([], Infinity).entry)).toBe(text);
  });

  it('are none in a share of a version before lookups', () => {
    expect(shareLookups(drillsText(), 'abcd1234', 0, LATER)).toEqual({ lookups: [], skipped: [] });
  });

  it('fold when the share is full: the oldest are left out, the newest fitted', () => {
    const lookups = lookupsEvery(MAX_LOOKUPS);
    const whole = fitLookups(lookups, Infinity).entry.length;
    const room = Math.floor(whole / 4);
    const { entry, left } = fitLookups(lookups, room);
    // The comma before the entry counts too.
    expect(entry.length + 1).toBeLessThanOrEqual(room);
    expect(left).toBeGreaterThan(MAX_LOOKUPS * 0.7);
    expect(left).toBeLessThan(MAX_LOOKUPS * 0.8);
    const read = shareLookups(withLookups('|AA', entry), 'abcd1234', 0, LATER).lookups;
    expect(withoutIds(read)).toEqual(withoutIds(lookups.slice(left)));
    expect(fitLookups(lookups, 10)).toEqual({ entry: '', left: MAX_LOOKUPS });
  });

  it('keep the newest of more than the log holds, and say so', () => {
    const lookups = lookupsEvery(MAX_LOOKUPS + 3);
    const entry = fitLookups(lookups, Infinity).entry;
    const read = shareLookups(withLookups('|AA', entry), 'abcd1234', 0, LATER);
    expect(withoutIds(read.lookups)).toEqual(withoutIds(lookups.slice(3)));
    expect(read.skipped).toEqual([
      'Left out the oldest 3 synced lookups of device abcd1234: the log keeps the newest 10,000',
    ]);
  });

  it('skip an entry of a newer shape and topics this version does not know, with a line', () => {
    const newer = shareLookups('rust/closures,~2:anything at all|AA', 'abcd1234', 0, LATER);
    expect(newer).toEqual({
      lookups: [],
      skipped: ['Skipped the synced lookups of device abcd1234: a newer or unknown shape'],
    });
    const entry = fitLookups(lookupsEvery(2), Infinity).entry.replace('rust/', 'klingon/');
    const unknown = shareLookups(withLookups('|AA', entry), 'abcd1234', 0, LATER);
    expect(unknown.lookups).toHaveLength(1);
    expect(unknown.skipped).toEqual(['Skipped 1 synced lookup of device abcd1234: unknown topics']);
  });

  it('refuse a damaged entry or a lookup dated after tomorrow, so the share is left out', () => {
    const entry = fitLookups(lookupsEvery(3), Infinity).entry;
    const read =
      (text: string, now = LATER) =>
      () =>
        shareLookups(text, 'abcd1234', 0, now);
    expect(read(withLookups('|AA', entry.slice(0, -1)))).toThrow(SyntaxError);
    expect(read(withLookups('|AA', `${entry}A`))).toThrow(SyntaxError);
    const cut = entry.lastIndexOf(':');
    const joined = `${entry.slice(0, cut)};${entry.slice(cut + 1)}`;
    expect(read(withLookups('|AA', joined))).toThrow(SyntaxError);
    expect(read(withLookups('|AA', '~1:rust/closures:AB'))).toThrow(SyntaxError);
    expect(read(withLookups('|AA', entry), START - 2 * 24 * HOUR)).toThrow(RangeError);
  });
});
