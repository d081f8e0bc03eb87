import { describe, expect, it } from 'vitest';
import { prepareDraft, prepareFile } from '@/utils/snippets/prepare';
import { snippetProblem } from '@/utils/snippets/schema';
import { snippet } from './stored';

const bytes = (text: string) => new TextEncoder().encode(text);
const numbered = (count: number) => Array.from({ length: count }, (_, i) => `x${i + 1}`);

describe('prepareDraft', () => {
  it('cleans the code and tidies the title, naming the changes', () => {
    const prepared = prepareDraft({
      language: 'python',
      title: '  My\n\tsort  ',
      code: 'def f():\r\n\treturn 1  \r\n',
    });
    expect(prepared).toEqual({
      ok: true,
      snippets: [
        {
          language: 'python',
          title: 'My sort',
          lines: ['def f():', '\treturn 1'],
          changes: ['line endings made LF', 'trailing spaces trimmed'],
        },
      ],
    });
  });

  it('titles a snippet with no title "Untitled" and keeps 100 units of a long one, whole characters', () => {
    const draft = { language: 'go' as const, code: 'x' };
    for (const title of [' \n ', '\u200b\u2060']) {
      expect(prepareDraft({ ...draft, title })).toMatchObject({
        snippets: [{ title: 'Untitled' }],
      });
    }
    // A coder emoji is 5 UTF-16 units: 20 of them fill the 100, none is cut in half.
    const long = prepareDraft({ ...draft, title: `${'👩‍💻'.repeat(99)}ab` });
    expect(long).toMatchObject({ snippets: [{ title: '👩‍💻'.repeat(20) }] });
    expect(prepareDraft({ ...draft, title: 't'.repeat(150) })).toMatchObject({
      snippets: [{ title: 't'.repeat(100) }],
    });
  });

  it('gives a long title split into parts a title the stored record takes', () => {
    const code = Array.from({ length: 90 }, (_, index) => `x${index} = ${index}`).join('\n');
    const result = prepareDraft({ language: 'python', title: 't'.repeat(150), code });
    if (!result.ok) throw new Error(result.message);
    expect(result.snippets.map(({ title }) => title.slice(100))).toEqual([
      ' (part 1)',
      ' (part 2)',
      ' (part 3)',
    ]);
    for (const { title, lines } of result.snippets) {
      const record = snippet({ title, lines, tokens: lines.map((line) => [[line, 0]]) });
      expect(snippetProblem(record)).toBeNull();
    }
  });

  it('keeps script in a title and code as text', () => {
    const draft = { language: 'javascript' as const, title: '<b>x</b>', code: '<script>' };
    expect(prepareDraft(draft)).toMatchObject({
      snippets: [{ title: '<b>x</b>', lines: ['<script>'] }],
    });
  });

  it.each([
    ['empty code', '', 'The code is empty.'],
    ['whitespace only', ' \r\n\t\u00A0\n', 'The code is empty.'],
    ['201 lines', numbered(201).join('\n'), 'Line 201 is past the 200-line limit.'],
    ['10,000 lines', numbered(10_000).join('\n'), 'Line 201 is past the 200-line limit.'],
    [
      'a line of 5,000 characters',
      `\n\nok\n${'y'.repeat(5000)}`,
      'Line 4 is 5000 characters long, over the 200-character limit.',
    ],
  ])('refuses %s, naming the line', (_what, code, message) => {
    expect(prepareDraft({ language: 'rust', title: 't', code })).toEqual({ ok: false, message });
  });

  it('splits 200 lines into parts of at most 40, each with its changes', () => {
    const code = numbered(200).join('\r\n');
    const prepared = prepareDraft({ language: 'java', title: 'Big', code });
    if (!prepared.ok) throw new Error(prepared.message);
    expect(prepared.snippets.map((s) => [s.title, s.lines.length, s.changes])).toEqual(
      [1, 2, 3, 4, 5].map((part) => [`Big (part ${part})`, 40, ['line endings made LF']]),
    );
  });
});

describe('prepareFile', () => {
  it('takes a source file in its extension’s language, titled by its name', () => {
    expect(prepareFile('quick.sort.PY', bytes('\tdef f():\r\n\t\tpass\r\n'))).toEqual({
      snippets: [
        {
          language: 'python',
          title: 'quick.sort',
          lines: ['def f():', '\tpass'],
          changes: ['line endings made LF', 'shared indentation removed'],
        },
      ],
      skipped: [],
    });
  });

  it('drops a UTF-8 byte order mark without calling it a change', () => {
    const file = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes('let x = 1;')]);
    expect(prepareFile('a.rs', file).snippets).toMatchObject([
      { lines: ['let x = 1;'], changes: [] },
    ]);
  });

  it('takes a file of 64 KB and skips one a byte larger', () => {
    // 109 lines of 200 three-byte characters and a line of 27: 65,536 bytes, within the limits.
    const code = `${`${'中'.repeat(200)}\n`.repeat(109)}${'a'.repeat(27)}`;
    expect(bytes(code).length).toBe(64 * 1024);
    expect(prepareFile('big.go', bytes(code)).snippets).toHaveLength(3);
    expect(prepareFile('big.go', bytes(`${code}a`))).toEqual({
      snippets: [],
      skipped: [{ name: 'big.go', reason: 'is over 64 KB' }],
    });
  });

  it.each([
    ['a NUL byte', 'blob.py', new Uint8Array([0x61, 0x00, 0x62]), 'is binary'],
    ['invalid UTF-8', 'latin1.py', new Uint8Array([0x63, 0x61, 0x66, 0xe9]), 'is not UTF-8 text'],
    ['a lone continuation byte', 'bad.ts', new Uint8Array([0x80]), 'is not UTF-8 text'],
    ['an unknown extension', 'run.sh', bytes('ls'), 'is not a file of the 16 languages (.sh)'],
    ['no extension', 'Makefile', bytes('all:'), 'is not a file of the 16 languages'],
    ['nothing but blank lines', 'empty.kt', bytes('\n  \n'), 'is empty'],
    [
      '10,000 lines',
      'long.rb',
      bytes(numbered(10_000).join('\n')),
      'line 201 is past the 200-line limit',
    ],
    [
      'a line of 5,000 characters, named as the file numbers it',
      'wide.hs',
      bytes(`\n\nmain = 1\n${'y'.repeat(5000)}`),
      'line 4 is 5000 characters long, over the 200-character limit',
    ],
  ])('skips a file with %s, saying why', (_what, name, file, reason) => {
    expect(prepareFile(name, file)).toEqual({ snippets: [], skipped: [{ name, reason }] });
  });
});

describe('prepareFile with Markdown', () => {
  const notes = [
    '# Cheats', // 1
    '```python', // 2
    'print(1)', // 3
    'print(2)', // 4
    'print(3)', // 5
    '```', // 6
    '## Ownership', // 7
    '```rs', // 8
    'let a = b;', // 9
    'let c = a;', // 10
    'drop(c);', // 11
    '```', // 12
    '```shell', // 13
    'ls', // 14
    '```', // 15
    '```go', // 16
    'go f()', // 17
    'go g()', // 18
    'go h()', // 19
    '```', // 20
  ].join('\n');

  it('makes a snippet of each block in one of the 16 languages and skips the others', () => {
    expect(prepareFile('notes.md', bytes(notes))).toEqual({
      snippets: [
        {
          language: 'python',
          title: 'Cheats',
          lines: ['print(1)', 'print(2)', 'print(3)'],
          changes: [],
        },
        {
          language: 'rust',
          title: 'Ownership',
          lines: ['let a = b;', 'let c = a;', 'drop(c);'],
          changes: [],
        },
        {
          language: 'go',
          title: 'Ownership (2)',
          lines: ['go f()', 'go g()', 'go h()'],
          changes: [],
        },
      ],
      skipped: [
        { name: 'notes.md', reason: 'block at line 13 is shell, not one of the 16 languages' },
      ],
    });
  });

  it('joins a block of 1 or 2 lines to the block before in its language, or skips it', () => {
    const text = [
      '```py', // 1
      'one = 1', // 2
      'two = 2', // 3
      'three = 3', // 4
      '```', // 5
      '```py', // 6
      'four = 4', // 7
      '```', // 8
      '```go', // 9
      'x := 1', // 10
      '```', // 11
    ].join('\n');
    expect(prepareFile('n.md', bytes(text))).toEqual({
      snippets: [
        {
          language: 'python',
          title: 'n',
          lines: ['one = 1', 'two = 2', 'three = 3', '', 'four = 4'],
          changes: [],
        },
      ],
      skipped: [
        {
          name: 'n.md',
          reason:
            'block at line 9 has 1 line; a snippet needs 3, and no block in its language is just before it',
        },
      ],
      joined: [{ name: 'n.md', reason: 'block at line 6 (1 line) joined the block at line 1' }],
    });
  });

  it('titles blocks above every heading by the file name, for .markdown in any case too', () => {
    const prepared = prepareFile(
      'Go tips.MARKDOWN',
      bytes('~~~golang\nx := 1\ny := 2\nz := 3\n~~~'),
    );
    expect(prepared.snippets).toMatchObject([{ language: 'go', title: 'Go tips' }]);
  });

  it.each([
    ['no fenced block', '# Notes\n\nJust prose.', ['has no fenced code block']],
    ['an empty file', '', ['has no fenced code block']],
    ['a block with no language', 'a\n```\nx\n```', ['block at line 2 has no language']],
    ['an empty block', '# T\n```js\n\n  \n```', ['block at line 2 is empty']],
    [
      'a block over the limits, naming the line of the file',
      `# T\n\n\`\`\`py\n\nok\nok()\n${'y'.repeat(300)}\n\`\`\``,
      ['line 7 is 300 characters long, over the 200-character limit'],
    ],
    ['a fence never closed', '# T\n```js\nlet a\n', ['fence opened at line 2 is never closed']],
    [
      'a fence never closed, after a block in another language',
      '```sh\nls\n```\n```py\nprint(1)\n',
      [
        'block at line 1 is sh, not one of the 16 languages',
        'fence opened at line 4 is never closed',
      ],
    ],
  ])('skips a file with %s, saying why', (_what, text, reasons) => {
    expect(prepareFile('notes.md', bytes(text))).toEqual({
      snippets: [],
      skipped: reasons.map((reason) => ({ name: 'notes.md', reason })),
    });
  });

  it('keeps the blocks before a fence never closed', () => {
    const prepared = prepareFile('n.md', bytes('```ts\nlet a = 1;\na++;\na--;\n```\n```ts\nlet b'));
    expect(prepared.snippets).toMatchObject([
      { language: 'typescript', lines: ['let a = 1;', 'a++;', 'a--;'] },
    ]);
    expect(prepared.skipped).toEqual([
      { name: 'n.md', reason: 'fence opened at line 6 is never closed' },
    ]);
  });
});
