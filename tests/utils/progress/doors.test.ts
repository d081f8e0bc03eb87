import { describe, expect, it } from 'vitest';
import { MAX_WPM } from '@/utils/bounds';
import { toStored } from '@/utils/progress/attempt';
import { buildExport, parseImport } from '@/utils/progress/exportFile';
import { attemptFromDrill } from '@/utils/progress/fromDrill';
import { attemptProblem, isStoredAttempt } from '@/utils/progress/schema';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { createDrillState, drillReducer } from '@/utils/drill/reducer';
import { buildDrillText } from '@/utils/drill/targets';
import { snippet } from '../snippets/stored';
import { attempt } from './fixtures';

const now = Date.UTC(2026, 10, 27, 12);
const importOf = (fields: Parameters<typeof attempt>[0]) =>
  parseImport(buildExport([attempt(fields)], DEFAULT_SETTINGS, new Date(now)), now);

describe('one validation at every door: a time is a real instant, a figure a human one', () => {
  it.each([
    ['0001-01-01T00:00:00.000Z', /finishedAt: a time before 1970/],
    ['0099-12-31T00:00:00.000Z', /finishedAt: a time before 1970/],
    ['1969-12-31T23:00:00.000Z', /finishedAt: a time before 1970/],
    ['2026-02-31T10:00:00.000Z', /a day that does not exist/],
  ])('refuses an import of a drill finished %s (issue 41 items 2, 8)', (finishedAt, reason) => {
    const result = importOf({ finishedAt });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toMatch(reason);
  });

  it.each([1e15, 1e308, MAX_WPM + 0.1])('refuses an import at %s WPM (item 8)', (wpm) => {
    const result = importOf({ wpm });
    expect(!result.ok && result.message).toMatch(/Attempt 1 is invalid \(wpm: /);
  });

  it('refuses counts no drill makes, and durations of years', () => {
    expect(attemptProblem(toStored(attempt({ errors: 1e300 })))).toMatch(/^errors: /);
    expect(attemptProblem(toStored(attempt({ durationMs: 1e300 })))).toMatch(/^durationMs: /);
  });

  it('keeps 1970, the speed cap and a day of clock skew', () => {
    expect(importOf({ finishedAt: '1970-01-01T00:00:00.000Z', wpm: MAX_WPM }).ok).toBe(true);
    expect(importOf({ finishedAt: new Date(now + 23 * 3_600_000).toISOString() }).ok).toBe(true);
  });

  it("keeps a script's drill, marked and cut to the cap, so its export imports again", () => {
    const { targets } = buildDrillText(['x'.repeat(200)]);
    let state = createDrillState(targets);
    // Every key in the same millisecond but the last: no keyboard, a script.
    targets.forEach((target, index) => {
      state = drillReducer(state, { type: 'type', char: target.char, time: index === 0 ? 0 : 1 });
    });
    const record = attemptFromDrill(state, {
      id: 'scripted',
      language: 'javascript',
      topic: 'closures',
      mode: 'type',
      finishedAt: new Date(now),
      classAt: () => 'identifier',
    });
    expect(record).toMatchObject({ wpm: MAX_WPM, rawWpm: MAX_WPM, implausible: true });
    expect(isStoredAttempt(toStored(record))).toBe(true);
    expect(parseImport(buildExport([record], DEFAULT_SETTINGS, new Date(now)), now).ok).toBe(true);
  });

  it.each([
    [{ updatedAt: '3000-01-01T00:00:00.000Z' }, /^Snippet 1 was changed in the future/],
    [{ deletedAt: '3000-01-01T00:00:00.000Z' }, /^Snippet 1 was deleted in the future/],
    [{ createdAt: '2026-02-31T10:00:00.000Z' }, /^Snippet 1 is invalid \(createdAt: a day /],
    [{ title: ' \u200b\ufeff ' }, /^Snippet 1 is invalid \(title: a title with no character /],
  ])('refuses a file whose snippet has %o (items 4, 17)', (fields, reason) => {
    const file = buildExport([], DEFAULT_SETTINGS, new Date(now), [snippet(fields)]);
    const result = parseImport(file, now);
    expect(!result.ok && result.message).toMatch(reason);
  });
});
