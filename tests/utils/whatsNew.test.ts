import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RELEASE_LINES,
  isFeatureUpdate,
  parsePendingRelease,
  releaseNotes,
  releaseToAnnounce,
} from '@/utils/whatsNew';
import packageJson from '@/package.json';
import { runs } from '@/tests/ci';

describe('isFeatureUpdate', () => {
  it.each([
    ['0.1.0', '0.2.0', true],
    ['0.1.9', '0.2.0', true],
    ['1.4.2', '2.0.0', true],
    ['0.9', '1.0', true],
    ['1', '1.1', true],
    ['0.1.0', '0.1.1', false],
    ['0.1.0', '0.1.0', false],
    ['0.2.0', '0.1.5', false],
    ['2.0.0', '1.9.0', false],
    ['1.2.0', '1.2.0.4', false],
    ['', '0.2.0', false],
    ['0.1.0', 'next', false],
    ['0.1.0-beta', '0.2.0', false],
  ])('%s to %s: %s', (previous, current, expected) => {
    expect(isFeatureUpdate(previous, current)).toBe(expected);
  });
});

describe('releaseToAnnounce', () => {
  it.each([
    [{ reason: 'update', previousVersion: '0.1.3' }, '0.2.0', '0.2.0'],
    [{ reason: 'update', previousVersion: '0.2.0' }, '0.2.1', null],
    [{ reason: 'update' }, '0.2.0', null],
    [{ reason: 'install' }, '0.2.0', null],
    [{ reason: 'chrome_update', previousVersion: '0.1.0' }, '0.2.0', null],
  ])('%j, now %s: %s', (details, current, expected) => {
    expect(releaseToAnnounce(details, current)).toBe(expected);
  });
});

describe('parsePendingRelease', () => {
  it.each([
    ['0.2.0', '0.2.0'],
    ['1.10', '1.10'],
    [undefined, null],
    [null, null],
    [2, null],
    ['constructor', null],
    [{ version: '0.2.0' }, null],
    ['0.2.0; drop', null],
  ])('%j: %j', (stored, expected) => {
    expect(parsePendingRelease(stored)).toBe(expected);
  });
});

const CHANGELOG = [
  '# Changelog',
  '',
  '## 0.3.0 (2027-01-10)',
  '',
  '- First point,',
  '  carried on the next line.',
  '- Second point.',
  '* Third point.',
  '- Fourth point, not shown.',
  '',
  '## 0.2.0',
  '',
  '- Older release.',
  '',
  '## 0.1.0',
  '',
  'No list here.',
].join('\n');

describe('releaseNotes', () => {
  it("gives a release's first three points, each joined from its lines", () => {
    expect(releaseNotes(CHANGELOG, '0.3.0')).toEqual([
      'First point, carried on the next line.',
      'Second point.',
      'Third point.',
    ]);
    expect(releaseNotes(CHANGELOG, '0.2.0')).toEqual(['Older release.']);
  });

  it('gives null for a release not listed, or listed without points', () => {
    expect(releaseNotes(CHANGELOG, '0.4.0')).toBeNull();
    expect(releaseNotes(CHANGELOG, '0.1.0')).toBeNull();
    expect(releaseNotes(CHANGELOG, '0.3')).toBeNull();
    expect(releaseNotes('', '0.1.0')).toBeNull();
  });

  it('never throws on text of any shape', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (text, version) => {
        const notes = releaseNotes(text, version);
        expect(notes === null || notes.length <= RELEASE_LINES).toBe(true);
      }),
      { numRuns: runs(500) },
    );
  });

  it("tells three points for the package's own version in the bundled CHANGELOG.md", () => {
    const bundled = readFileSync('CHANGELOG.md', 'utf8');
    const notes = releaseNotes(bundled, packageJson.version);
    expect(notes).toHaveLength(RELEASE_LINES);
    for (const note of notes!) expect(note.length).toBeLessThanOrEqual(200);
  });
});
