import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitParts } from '@/utils/snippets/split';

const isBlank = (line: string) => line.trim() === '';
/** Numbered lines "1".."count", so a part shows where it was cut. */
const numbered = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) => String(from + index));

/** Code as mostly short lines with blank ones among them, up to a few hundred lines. */
const code = fc.array(fc.oneof(fc.constantFrom('', ' ', '\t'), fc.string({ minLength: 1 })), {
  maxLength: 300,
});

describe('splitParts', () => {
  it('keeps code of up to 40 lines whole', () => {
    expect(splitParts(numbered(1, 40))).toEqual([numbered(1, 40)]);
  });

  it('cuts at the last blank line within 40 lines and drops it', () => {
    const lines = [...numbered(1, 10), '', ...numbered(11, 25), '', ...numbered(36, 20)];
    expect(splitParts(lines)).toEqual([
      [...numbered(1, 10), '', ...numbered(11, 25)],
      numbered(36, 20),
    ]);
  });

  it('cuts at a blank line just after the 40th line', () => {
    const lines = [...numbered(1, 40), '', ...numbered(41, 5)];
    expect(splitParts(lines)).toEqual([numbered(1, 40), numbered(41, 5)]);
  });

  it('cuts at exactly 40 lines when no blank line is in reach', () => {
    expect(splitParts(numbered(1, 100))).toEqual([
      numbered(1, 40),
      numbered(41, 40),
      numbered(81, 20),
    ]);
  });

  it('takes another part size and drops a run of blank lines between parts', () => {
    expect(splitParts(['a', 'b', '', '', 'c', 'd', 'e'], 3)).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
  });

  it('gives no part for no lines or blank lines only', () => {
    expect(splitParts([])).toEqual([]);
    expect(splitParts(['', '  '], 1)).toEqual([]);
  });

  it('gives back the lines given: the parts in order, with only blank lines between', () => {
    fc.assert(
      fc.property(code, fc.integer({ min: 1, max: 50 }), (lines, max) => {
        let at = 0;
        for (const part of splitParts(lines, max)) {
          while (at < lines.length && isBlank(lines[at]!)) at += 1;
          expect(lines.slice(at, at + part.length)).toEqual(part);
          at += part.length;
        }
        expect(lines.slice(at).every(isBlank)).toBe(true);
      }),
    );
  });

  it('makes parts of 1 to max lines with no blank line at either end', () => {
    fc.assert(
      fc.property(code, fc.integer({ min: 1, max: 50 }), (lines, max) => {
        for (const part of splitParts(lines, max)) {
          expect(part.length).toBeGreaterThan(0);
          expect(part.length).toBeLessThanOrEqual(max);
          expect(isBlank(part[0]!) || isBlank(part.at(-1)!)).toBe(false);
        }
      }),
    );
  });

  it('cuts at the last blank line in reach, or at max lines when none is', () => {
    fc.assert(
      fc.property(code, fc.integer({ min: 1, max: 50 }), (lines, max) => {
        let at = 0;
        for (const part of splitParts(lines, max)) {
          while (isBlank(lines[at]!)) at += 1;
          const end = at + part.length;
          if (end < lines.length) {
            // Past the part and in reach: blank lines (dropped) and then none.
            const reach = lines.slice(end, at + max + 1);
            const word = reach.findIndex((line) => !isBlank(line));
            const lastBlank = word < 0 || !reach.slice(word).some(isBlank);
            const noBlank = !lines.slice(at + 1, at + max + 1).some(isBlank);
            expect(isBlank(lines[end]!) ? lastBlank : part.length === max && noBlank).toBe(true);
          }
          at = end;
        }
      }),
    );
  });
});
