import { describe, expect, it } from 'vitest';
import { cleanCode, limitProblem } from '@/utils/snippets/clean';

const ENDINGS = 'line endings made LF';
const NFC = 'Unicode normalised (NFC)';
const NO_BREAK = 'no-break spaces made plain spaces';
const ZERO_WIDTH = 'zero-width characters removed';
const CONTROLS = 'control characters removed';
const TABS = 'tabs inside a line made spaces';
const TRAILING = 'trailing spaces trimmed';
const INDENT = 'shared indentation removed';
const BLANKS = 'blank lines at the start and end dropped';

describe('cleanCode', () => {
  it.each([
    ['clean code, unchanged', 'if x:\n\tpass', ['if x:', '\tpass'], []],
    ['one final line ending, the end of the last line', 'a\nb\n', ['a', 'b'], []],
    ['CRLF', 'a\r\nb', ['a', 'b'], [ENDINGS]],
    ['a lone CR', 'a\rb\r\nc', ['a', 'b', 'c'], [ENDINGS]],
    ['a decomposed é', 'cafe\u0301', ['café'], [NFC]],
    ['no-break spaces of three kinds', 'x\u00A0=\u202F1\u2007', ['x = 1'], [NO_BREAK, TRAILING]],
    ['zero-width characters', '\uFEFFa\u200Bb\u200C\u200Dc\u2060', ['abc'], [ZERO_WIDTH]],
    ['trailing spaces and tabs', 'a  \nb\t', ['a', 'b'], [TRAILING]],
    ['a line of spaces inside', 'a\n   \nb', ['a', '', 'b'], [TRAILING]],
    ['indentation every line shares', '    a\n      b\n    c', ['a', '  b', 'c'], [INDENT]],
    ['shared indentation past a blank line', '  a\n\n  b', ['a', '', 'b'], [INDENT]],
    ['indentation not shared by all', '  a\nb', ['  a', 'b'], []],
    ['leading and trailing blank lines', '\n\nif a:\n\n  b\n\n\n', ['if a:', '', '  b'], [BLANKS]],
    ['tabs inside a line, to the next stop of 4', 'a\tb\t\tc', ['a   b       c'], [TABS]],
    [
      'gofmt-aligned fields, the indentation kept',
      'type User struct {\n\tName\tstring\n\tAge\tint\n}',
      ['type User struct {', '\tName    string', '\tAge int', '}'],
      [TABS],
    ],
    [
      'NUL, BEL, ESC, DEL and C1 controls',
      'print(a)\u0000\n\u0007x\u001b = 1\u007f\u0085',
      ['print(a)', 'x = 1'],
      [CONTROLS],
    ],
    ['a vertical tab and a form feed', 'a\u000bb\u000c', ['ab'], [CONTROLS]],
    ['line and paragraph separators', 'a\u2028b\u2029c', ['a', 'b', 'c'], [ENDINGS]],
    ['direction controls, as in Trojan Source', 'x\u202E = 1\u2066\u200F', ['x = 1'], [ZERO_WIDTH]],
  ])('%s', (_rule, code, lines, changes) => {
    expect(cleanCode(code)).toMatchObject({ lines, changes });
  });

  it('removes only what tabs and spaces every line starts with, character for character', () => {
    expect(cleanCode('\t  a\n\t b\n\t \tc').lines).toEqual([' a', 'b', '\tc']);
    expect(cleanCode('\t a\n  b').lines).toEqual(['\t a', '  b']);
  });

  it('cleans CRLF code indented with tabs, keeping the tabs inside it', () => {
    const pasted = '\r\n\tdef add(a, b):  \r\n\t\treturn a + b\r\n\r\n';
    expect(cleanCode(pasted)).toEqual({
      lines: ['def add(a, b):', '\treturn a + b'],
      changes: [ENDINGS, TRAILING, INDENT, BLANKS],
      firstLine: 2,
    });
  });

  it('applies every rule together, naming each once in order', () => {
    const pasted = '\u00A0\r\n  cafe\u0301\u200B = 1 \r\n    go()\u00A0\r\n';
    expect(cleanCode(pasted)).toEqual({
      lines: ['café = 1', '  go()'],
      changes: [ENDINGS, NFC, NO_BREAK, ZERO_WIDTH, TRAILING, INDENT, BLANKS],
      firstLine: 2,
    });
  });

  it('keeps non-ASCII text: accents, CJK, emoji and emoji joined by a zero-width joiner', () => {
    const code = 'print("é 中文 🎉 👩\u200D💻")';
    expect(cleanCode(code)).toEqual({ lines: [code], changes: [], firstLine: 1 });
  });

  it('cleans empty and whitespace-only code to no lines', () => {
    expect(cleanCode('')).toEqual({ lines: [], changes: [], firstLine: 1 });
    expect(cleanCode(' \n\t\n').lines).toEqual([]);
  });
});

const many = (count: number, line = 'x') => Array.from({ length: count }, () => line);

describe('limitProblem', () => {
  it.each([
    ['no lines', []],
    ['blank lines', ['', '  ', '\t']],
  ])('says %s is empty', (_what, lines) => {
    expect(limitProblem(lines)).toBe('The code is empty.');
  });

  it('takes 200 lines and names line 201 of more', () => {
    expect(limitProblem(many(200))).toBeNull();
    expect(limitProblem(many(201))).toBe('Line 201 is past the 200-line limit.');
    expect(limitProblem(many(10_000))).toBe('Line 201 is past the 200-line limit.');
  });

  it('takes lines of 200 characters and names the first longer line and its length', () => {
    expect(limitProblem([...many(3), 'y'.repeat(200)])).toBeNull();
    expect(limitProblem(['a', 'y'.repeat(201), 'z'.repeat(300)])).toBe(
      'Line 2 is 201 characters long, over the 200-character limit.',
    );
    expect(limitProblem(['y'.repeat(5000)])).toBe(
      'Line 1 is 5000 characters long, over the 200-character limit.',
    );
  });

  it('counts code points, a tab as one', () => {
    expect(limitProblem(['🎉'.repeat(200)])).toBeNull();
    expect(limitProblem([`${'\t'.repeat(199)}x`])).toBeNull();
    expect(limitProblem([`${'\t'.repeat(200)}x`])).toMatch(/^Line 1 is 201 characters long/);
    expect(limitProblem(['中'.repeat(201)])).toMatch(/^Line 1 is 201 characters long/);
  });

  it('names lines as the code was given, counting the blank lines cleaning dropped', () => {
    const { lines, firstLine } = cleanCode(`\n\n\nok\n${'y'.repeat(250)}`);
    expect(limitProblem(lines, firstLine)).toMatch(/^Line 5 is 250 characters long/);
  });
});
