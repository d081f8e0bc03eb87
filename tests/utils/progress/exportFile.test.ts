import { describe, expect, it } from 'vitest';
import { EXPORT_FORMAT, buildExport, parseImport } from '@/utils/progress/exportFile';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { attempt } from './fixtures';

const log = [
  attempt(),
  attempt({ mode: 'recall', misses: [{ expected: '(', typed: '[', tokenClass: 'bracket' }] }),
];
const exportedAt = new Date('2026-11-23T08:00:00Z');
const file = buildExport(log, DEFAULT_SETTINGS, exportedAt);
const now = exportedAt.getTime();
const record = (data: Record<string, unknown>, index: number) =>
  (data.attempts as Record<string, unknown>[])[index]!;
const edited = (change: (data: Record<string, unknown>) => void) => {
  const data = JSON.parse(file) as Record<string, unknown>;
  change(data);
  return JSON.stringify(data);
};

describe('the export file', () => {
  it('has exactly the format, version, time, settings, attempts, snippets and lookups', () => {
    const data = JSON.parse(file) as Record<string, unknown>;
    expect(Object.keys(data)).toEqual([
      'format',
      'version',
      'exportedAt',
      'settings',
      'attempts',
      'snippets',
      'lookups',
    ]);
    expect(data).toMatchObject({
      format: EXPORT_FORMAT,
      version: 3,
      snippets: [],
      exportedAt: '2026-11-23T08:00:00.000Z',
      settings: DEFAULT_SETTINGS,
    });
  });

  it("names each attempt's topic `group`, as the product's record does, and reads it back", () => {
    const [record] = (JSON.parse(file) as { attempts: Record<string, unknown>[] }).attempts;
    expect(record).toMatchObject({ group: log[0]!.topic });
    expect(record).not.toHaveProperty('topic');
  });

  it('keeps a drill of a topic this version does not know, and one an hour ahead', () => {
    const kept = edited((data) => {
      record(data, 0).group = 'no-such-topic';
      record(data, 1).finishedAt = '2026-11-23T09:00:00.000Z';
    });
    const result = parseImport(kept, now);
    expect(result.ok && result.attempts.map((attempt) => attempt.topic)).toEqual([
      'no-such-topic',
      log[1]!.topic,
    ]);
  });

  it('reads back what it wrote', () => {
    expect(parseImport(file, now)).toEqual({
      ok: true,
      settings: DEFAULT_SETTINGS,
      attempts: log,
      snippets: [],
      lookups: [],
      lookupsDropped: 0,
    });
  });
  it('keeps the implausible mark through export and import, and reads records without it', () => {
    const marked = [...log, attempt({ wpm: 1040, implausible: true })];
    const written = buildExport(marked, DEFAULT_SETTINGS, exportedAt);
    expect(record(JSON.parse(written) as Record<string, unknown>, 2)).toMatchObject({
      implausible: true,
    });
    expect(record(JSON.parse(written) as Record<string, unknown>, 0)).not.toHaveProperty(
      'implausible',
    );
    const result = parseImport(written, now);
    expect(result).toEqual({
      ok: true,
      settings: DEFAULT_SETTINGS,
      attempts: marked,
      snippets: [],
      lookups: [],
      lookupsDropped: 0,
    });
    expect(result.ok && result.attempts.map((read) => read.implausible)).toEqual([
      undefined,
      undefined,
      true,
    ]);
  });
});

describe('cards in the export file (version 3)', () => {
  const carded = [attempt({ card: 1, cards: 3 }), attempt({ id: 'whole' })];
  const written = buildExport(carded, DEFAULT_SETTINGS, exportedAt);

  it('keeps each card index and count through export and import; a whole drill has none', () => {
    const data = JSON.parse(written) as Record<string, unknown>;
    expect(record(data, 0)).toMatchObject({ card: 1, cards: 3 });
    expect(record(data, 1)).not.toHaveProperty('card');
    const result = parseImport(written, now);
    expect(result).toEqual({
      ok: true,
      settings: DEFAULT_SETTINGS,
      attempts: carded,
      snippets: [],
      lookups: [],
      lookupsDropped: 0,
    });
  });

  it.each([1, 2])(
    'reads a version %i file: every attempt a drill of its whole topic',
    (version) => {
      const old = edited((data) => {
        data.version = version;
        delete data.lookups;
        if (version === 1) delete data.snippets;
      });
      const result = parseImport(old, now);
      expect(result).toEqual({
        ok: true,
        settings: DEFAULT_SETTINGS,
        attempts: log,
        snippets: [],
        lookups: [],
        lookupsDropped: 0,
      });
      expect(result.ok && result.attempts.every((read) => read.card === undefined)).toBe(true);
    },
  );
});

describe('parseImport refuses the whole file, naming the problem', () => {
  it.each([
    ['not JSON', 'code recall progress', /not JSON/],
    ['JSON of another shape', '[1, 2, 3]', /not a JSON object/],
    [
      'another format',
      edited((data) => (data.format = 'monkeytype')),
      /not a Code Recall progress file/,
    ],
    ['version 4', edited((data) => (data.version = 4)), /version 4.*reads versions 1, 2 and 3\./],
    ['version 0', edited((data) => (data.version = 0)), /version 0.*reads versions 1, 2 and 3\./],
    [
      'a card index past its count',
      edited((data) => Object.assign(record(data, 0), { card: 3, cards: 3 })),
      /Attempt 1 is invalid \(record: a card index without its count, or past it\)/,
    ],
    [
      'a card index without its count',
      edited((data) => Object.assign(record(data, 0), { card: 1 })),
      /Attempt 1 is invalid \(record: a card index without its count/,
    ],
    [
      'a record with a negative WPM',
      edited((data) => ((data.attempts as Record<string, unknown>[])[1]!.wpm = -3)),
      /Attempt 2 is invalid \(wpm: /,
    ],
    [
      'a record of an unknown language',
      edited((data) => ((data.attempts as Record<string, unknown>[])[0]!.language = 'cobol')),
      /Attempt 1 is invalid \(language: /,
    ],
    [
      'a record with a field this version does not know',
      edited((data) => ((data.attempts as Record<string, unknown>[])[0]!.mood = 'tired')),
      /Attempt 1 is invalid \(mood: /,
    ],
    [
      'a mark other than true',
      edited((data) => (record(data, 0).implausible = false)),
      /Attempt 1 is invalid \(implausible: /,
    ],
    [
      'settings of the wrong type',
      edited((data) => (data.settings = { showStatsEnabled: 'yes' })),
      /settings/,
    ],
    [
      'two records with one id',
      edited((data) => (record(data, 1).id = record(data, 0).id)),
      /Attempts 1 and 2 have the same id \("[^"]+"\)/,
    ],
    [
      'a day that does not exist',
      edited((data) => (record(data, 0).finishedAt = '2026-02-31T10:00:00.000Z')),
      /Attempt 1 is invalid \(finishedAt: a day that does not exist\)/,
    ],
    [
      'a drill finished in the future',
      edited((data) => (record(data, 1).finishedAt = '3000-01-01T00:00:00.000Z')),
      /Attempt 2 finished in the future \(3000-01-01/,
    ],
    ['10 MB of junk', 'x'.repeat(10_000_000), /not JSON/],
    ['60 MB', ' '.repeat(60_000_000), /too large/],
  ])('%s', (_what, text, message) => {
    const result = parseImport(text, now);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(message);
  });
});
