import { describe, expect, it } from 'vitest';
import { ALL_LANGUAGES, asScope, inScope, lastPractised } from '@/utils/progress/scope';
import { attempt } from './fixtures';

describe('lastPractised', () => {
  it('is the language of the latest finished drill, whatever the log order', () => {
    const log = [
      attempt({ language: 'rust', finishedAt: '2026-11-20T10:00:00.000Z' }),
      attempt({ language: 'go', finishedAt: '2026-11-22T09:00:00.000Z' }),
      attempt({ language: 'python', finishedAt: '2026-11-21T23:00:00.000Z' }),
    ];
    expect(lastPractised(log)).toBe('go');
  });

  it('compares instants, not the text of times in other offsets', () => {
    const log = [
      attempt({ language: 'rust', finishedAt: '2026-11-20T10:00:00+02:00' }),
      attempt({ language: 'go', finishedAt: '2026-11-20T09:00:00.000Z' }),
    ];
    expect(lastPractised(log)).toBe('go');
  });

  it('is null with no history', () => {
    expect(lastPractised([])).toBeNull();
  });
});

describe('inScope', () => {
  const log = [attempt({ language: 'rust' }), attempt({ language: 'go' })];

  it('keeps one language, or every attempt for all languages', () => {
    expect(inScope(log, 'go')).toEqual([log[1]]);
    expect(inScope(log, ALL_LANGUAGES)).toBe(log);
  });
});

describe('asScope', () => {
  it.each([
    ['rust', 'rust'],
    ['all', 'all'],
    ['constructor', null],
    ['', null],
  ])('reads %j as %j', (value, scope) => {
    expect(asScope(value)).toBe(scope);
  });
});
