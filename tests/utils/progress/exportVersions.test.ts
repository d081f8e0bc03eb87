import { describe, expect, it } from 'vitest';
import { buildExport, parseImport } from '@/utils/progress/exportFile';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { snippet } from '../snippets/stored';
import { attempt } from './fixtures';

const exportedAt = new Date('2026-11-23T08:00:00Z');
const now = exportedAt.getTime();
const log = [attempt(), attempt({ topic: 'loops' })];
const kept = snippet({ language: 'rust', key: 'my-parse-args' });
const deleted = snippet({ deletedAt: '2026-11-22T10:00:00.000Z' });
const file = buildExport(log, DEFAULT_SETTINGS, exportedAt, [kept, deleted]);
const edited = (change: (data: Record<string, unknown>) => void, text = file) => {
  const data = JSON.parse(text) as Record<string, unknown>;
  change(data);
  return JSON.stringify(data);
};
const snippetsOf = (data: Record<string, unknown>) => data.snippets as Record<string, unknown>[];

/** A file as version 1 of the format wrote it: no snippets. */
const versionOne = edited((data) => {
  data.version = 1;
  delete data.snippets;
  delete data.lookups;
});

describe('export version 2: the log, the settings and the snippets', () => {
  it('writes every snippet, a deleted one with its deletedAt, and reads them back', () => {
    expect(snippetsOf(JSON.parse(file) as Record<string, unknown>)).toEqual([kept, deleted]);
    expect(parseImport(file, now)).toEqual({
      ok: true,
      settings: DEFAULT_SETTINGS,
      attempts: log,
      snippets: [kept, deleted],
      lookups: [],
      lookupsDropped: 0,
    });
  });

  it('still imports a version 1 file, with no snippets', () => {
    expect(parseImport(versionOne, now)).toEqual({
      ok: true,
      settings: DEFAULT_SETTINGS,
      attempts: log,
      snippets: [],
      lookups: [],
      lookupsDropped: 0,
    });
  });

  it.each([
    [
      'a snippet with an empty title',
      edited((data) => (snippetsOf(data)[1]!.title = '')),
      /^Snippet 2 is invalid \(title: .*\); nothing was imported\.$/,
    ],
    [
      'a snippet whose tokens are not its code',
      edited((data) => (snippetsOf(data)[0]!.lines = ['fn main() {}', 'x'])),
      /^Snippet 1 is invalid \(tokens: .*\); nothing was imported\.$/,
    ],
    [
      'a snippet that is not an object',
      edited((data) => (data.snippets = [kept, 'print(1)'])),
      /^Snippet 2 is invalid/,
    ],
    [
      'two snippets with one id',
      edited((data) => (snippetsOf(data)[1]!.id = kept.id)),
      /^Snippets 1 and 2 have the same id \("[^"]+"\); nothing was imported\.$/,
    ],
    ['version 2 without snippets', edited((data) => delete data.snippets), /snippets is invalid/],
    [
      'version 1 with snippets',
      edited((data) => (data.snippets = [kept]), versionOne),
      /snippets is invalid/,
    ],
    ['snippets that are not a list', edited((data) => (data.snippets = {})), /snippets is invalid/],
  ])('refuses the whole file for %s', (_what, text, message) => {
    const result = parseImport(text, now);
    expect(!result.ok && result.message).toMatch(message);
  });
});
