import { describe, expect, it } from 'vitest';
import { buildExport, parseImport } from '@/utils/progress/exportFile';
import { MAX_LOOKUPS } from '@/utils/progress/lookups';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { attempt } from './fixtures';

const exportedAt = new Date('2026-11-23T08:00:00Z');
const now = exportedAt.getTime();
const lookup = (index: number) => ({
  id: `lookup-${index}`,
  language: 'javascript' as const,
  topic: 'closures',
  at: new Date(now - (index + 1) * 60_000).toISOString(),
});
const file = buildExport([attempt()], DEFAULT_SETTINGS, exportedAt, [], [lookup(0), lookup(1)]);
const edited = (change: (data: Record<string, unknown>) => void) => {
  const data = JSON.parse(file) as Record<string, unknown>;
  change(data);
  return JSON.stringify(data);
};
const lookups = (data: Record<string, unknown>) => data.lookups as Record<string, unknown>[];

describe('lookups in the export file', () => {
  it('reads a version 3 file written before lookups, with none', () => {
    const before = edited((data) => delete data.lookups);
    expect(parseImport(before, now)).toMatchObject({ ok: true, lookups: [], lookupsDropped: 0 });
  });

  it.each([
    ['a version 2 file with lookups', edited((data) => (data.version = 2)), /lookups/],
    ['lookups that are not a list', edited((data) => (data.lookups = 'x')), /lookups is invalid/],
    [
      'a lookup of a newer shape',
      edited((data) => (lookups(data)[1]!.source = 'omnibox')),
      /^Lookup 2 is invalid \(source: .*\); nothing was imported\.$/,
    ],
    [
      'a lookup of an unknown language',
      edited((data) => (lookups(data)[0]!.language = 'cobol')),
      /^Lookup 1 is invalid \(language: /,
    ],
    [
      'a lookup with a broken time',
      edited((data) => (lookups(data)[0]!.at = 'yesterday')),
      /^Lookup 1 is invalid \(at: /,
    ],
    [
      'a lookup in the future',
      edited((data) => (lookups(data)[0]!.at = '2027-01-01T00:00:00.000Z')),
      /^Lookup 1 is in the future/,
    ],
    [
      'two lookups with one id',
      edited((data) => (lookups(data)[1]!.id = 'lookup-0')),
      /^Lookups 1 and 2 have the same id \("lookup-0"\); nothing was imported\.$/,
    ],
  ])('refuses %s, naming it', (_what, text, message) => {
    const result = parseImport(text, now);
    expect(!result.ok && result.message).toMatch(message);
  });

  it('folds a year of a hundred lookups a day to the newest, saying how many it left', () => {
    const year = Array.from({ length: 36_500 }, (_, index) => lookup(index));
    const huge = edited((data) => (data.lookups = year));
    const started = performance.now();
    const result = parseImport(huge, now);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(result.ok && result.lookups).toHaveLength(MAX_LOOKUPS);
    expect(result.ok && result.lookupsDropped).toBe(36_500 - MAX_LOOKUPS);
    // The newest kept: lookup 0 is the latest.
    expect(result.ok && result.lookups.at(-1)?.id).toBe('lookup-0');
  });
});
