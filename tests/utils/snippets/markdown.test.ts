import { describe, expect, it } from 'vitest';
import { fencedBlocks } from '@/utils/snippets/markdown';

/** Markdown from lines, so each test reads as the file would. */
const md = (...lines: string[]) => lines.join('\n');

/** The blocks as [title, language, code, line]. */
const blocks = (markdown: string, fallback = 'notes') =>
  fencedBlocks(markdown, fallback).blocks.map((b) => [b.title, b.language, b.code, b.line]);

describe('fencedBlocks', () => {
  it('finds a block, its info string, its code and the line of its fence', () => {
    const found = fencedBlocks(md('# Sorting', '', '```python', 'xs.sort()', '```'), 'notes');
    expect(found).toEqual({
      blocks: [
        { info: 'python', language: 'python', title: 'Sorting', code: 'xs.sort()', line: 3 },
      ],
      unclosedAt: null,
    });
  });

  it('titles a block before any heading by the fallback title', () => {
    expect(blocks(md('```rs', 'fn main() {}', '```'), 'cheats')).toEqual([
      ['cheats', 'rust', 'fn main() {}', 1],
    ]);
  });

  it('takes the nearest heading above, of any level, with its closing #s and code marks off', () => {
    const markdown = md(
      '# Go',
      '## Maps ##',
      '```go',
      'm := map[string]int{}',
      '```',
      '###### `defer` and recover #',
      '~~~go',
      'defer f()',
      '~~~',
    );
    expect(blocks(markdown).map(([title]) => title)).toEqual(['Maps', 'defer and recover']);
  });

  it('numbers the second and third block under one heading, counting only the 16 languages', () => {
    const markdown = md(
      '## Loops',
      '```py',
      'for x in xs: pass',
      '```',
      '```bash',
      'ls',
      '```',
      '```rust',
      'loop {}',
      '```',
      '```go',
      'for {}',
      '```',
      '## Ifs',
      '```py',
      'if x: pass',
      '```',
    );
    expect(blocks(markdown).map(([title, language]) => [title, language])).toEqual([
      ['Loops', 'python'],
      ['Loops', null],
      ['Loops (2)', 'rust'],
      ['Loops (3)', 'go'],
      ['Ifs', 'python'],
    ]);
  });

  it('keeps a block in another language or with no info string, its language null', () => {
    const found = fencedBlocks(md('```sh', 'ls', '```', '```', 'plain', '```'), 'n').blocks;
    expect(found.map((b) => [b.info, b.language])).toEqual([
      ['sh', null],
      ['', null],
    ]);
  });

  it('reads attributes and braces in the info string', () => {
    const markdown = md('```python title="a.py"', 'a', '```', '``` {.rust}', 'b', '```');
    expect(blocks(markdown).map(([, language]) => language)).toEqual(['python', 'rust']);
    expect(fencedBlocks(markdown, 'n').blocks[0]!.info).toBe('python title="a.py"');
  });

  it('closes a fence only with its own character, at least as long, nothing after', () => {
    const markdown = md(
      '````ts',
      '```',
      '~~~~',
      '```` not closing',
      'const x = 1;',
      '`````',
      '~~~~js',
      '~~~',
      '```',
      '~~~~~  ',
    );
    expect(blocks(markdown)).toEqual([
      ['notes', 'typescript', '```\n~~~~\n```` not closing\nconst x = 1;', 1],
      ['notes (2)', 'javascript', '~~~\n```', 7],
    ]);
  });

  it('takes fences indented up to 3 spaces and takes that indent off the content', () => {
    const markdown = md('  ```js', '  a();', '    b();', ' c();', 'd();', '     ```');
    expect(blocks(markdown)).toEqual([]);
    expect(blocks(`${markdown}\n   \`\`\``)).toEqual([
      ['notes', 'javascript', 'a();\n  b();\nc();\nd();\n   ```', 1],
    ]);
  });

  it('reads a fence indented 4 spaces or by a tab as code, not a fence', () => {
    const none = { blocks: [], unclosedAt: null };
    expect(fencedBlocks(md('    ```js', '    a();', '    ```'), 'n')).toEqual(none);
    expect(fencedBlocks(md('\t```js', 'a();', '\t```'), 'n')).toEqual(none);
  });

  it('takes a backtick fence whose info string holds a backtick as inline code', () => {
    expect(blocks(md('```js `x`', 'a', '```'))).toEqual([]);
    expect(blocks(md('~~~js `x`', 'a', '~~~'))).toEqual([['notes', 'javascript', 'a', 1]]);
  });

  it('reads headings inside a block as code', () => {
    const markdown = md('# Real', '```py', '# a comment', '```', '```py', 'x', '```');
    expect(blocks(markdown)).toEqual([
      ['Real', 'python', '# a comment', 2],
      ['Real (2)', 'python', 'x', 5],
    ]);
  });

  it('needs a space after the #s of a heading, and at most 6 of them', () => {
    const markdown = md('# Title', '#hashtag', '####### seven', '```js', 'a', '```');
    expect(blocks(markdown).map(([title]) => title)).toEqual(['Title']);
  });

  it.each([
    ['## C# ##', 'C#'],
    ['# Issue #12', 'Issue #12'],
    ['### a#', 'a#'],
    ['#\tTabbed\t#\t', 'Tabbed'],
  ])('reads the heading %j as %j', (heading, title) => {
    expect(blocks(md(heading, '```js', 'a', '```'))[0]![0]).toBe(title);
  });

  it('reads a heading as long as a file may be in linear time', { timeout: 2000 }, () => {
    const heading = `# a${' \t'.repeat(32_000)}b`;
    expect(blocks(md(heading, '```js', 'a', '```'))[0]![0]).toMatch(/^a .*b$/s);
  });

  it('falls back to the file title under an empty heading', () => {
    expect(blocks(md('#', '```js', 'a', '```')).map(([title]) => title)).toEqual(['notes']);
  });

  it('reads CRLF files and keeps an empty block', () => {
    expect(blocks('# T\r\n```js\r\n\r\n```\r\n', 'n')).toEqual([['T', 'javascript', '', 2]]);
  });

  it('leaves out a fence never closed and names its line, keeping the blocks before it', () => {
    const markdown = md('```js', 'a', '```', '', '## Later', '```py', 'b', '# not a heading');
    expect(fencedBlocks(markdown, 'n')).toEqual({
      blocks: [{ info: 'js', language: 'javascript', title: 'n', code: 'a', line: 1 }],
      unclosedAt: 6,
    });
  });

  it('finds nothing in Markdown without fences', () => {
    expect(fencedBlocks(md('# Notes', '', 'Use `x` inline.', '    indented()'), 'n')).toEqual({
      blocks: [],
      unclosedAt: null,
    });
  });
});
