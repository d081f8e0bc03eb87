// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findParseProblems } from '@/scripts/content/parse';
import { grammarLines } from '@/scripts/content/topicFiles';

describe('findParseProblems', () => {
  it('reads Swift Testing macros, which the Swift grammar lags behind, as calls', async () => {
    const source = ['@Test func sums() throws {', '    #expect(1 + 1 == 2)', '}'].join('\n');
    expect(await findParseProblems('swift', source)).toEqual([]);
  });

  it('still reports a real Swift syntax error, on its line', async () => {
    const source = ['@Test func sums() {', '    #expect(1 + == 2)', '}'].join('\n');
    const problems = await findParseProblems('swift', source);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map(({ line }) => line)).toContain(2);
  });

  it('reads Kotlin 2.2 guard conditions and multi-dollar strings, which the grammar lags behind', async () => {
    const source = [
      'fun size(n: Any) = when (n) {',
      '    is Int if n > 9 -> "big"',
      '    else -> "small"',
      '}',
      'val id = 7',
      'val json = $$"""{"$id": $$id}"""',
    ].join('\n');
    expect(await findParseProblems('kotlin', source)).toEqual([]);
  });

  it('still reports a real Kotlin syntax error in a guarded branch, on its line', async () => {
    const source = ['fun size(n: Any) = when (n) {', '    is Int if n > -> "big"', '}'].join('\n');
    const problems = await findParseProblems('kotlin', source);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map(({ line }) => line)).toContain(2);
  });

  it("reads Python 3.15's lazy imports and pyproject.toml's hyphenated keys, which the grammar lags behind", async () => {
    const source = [
      'lazy import json',
      'lazy from pathlib import Path',
      '[project]',
      'requires-python = ">=3.14"',
      'print(json.dumps(str(Path("."))))',
    ].join('\n');
    expect(await findParseProblems('python', source)).toEqual([]);
  });

  it('still reports a real Python syntax error beside a lazy import, on its line', async () => {
    const source = ['lazy import json', 'lazy json.dumps(1)', 'x = (1 +'].join('\n');
    const lines = (await findParseProblems('python', source)).map(({ line }) => line);
    expect(lines).toContain(2);
    expect(lines).not.toContain(1);
  });

  it("reads Go 1.26's new(expr) and Go 1.27's generic methods, which the grammar lags behind", async () => {
    const source = [
      'package main',
      '',
      'type List[T any] []T',
      '',
      'func (l List[T]) Map[U any](f func(T) U) List[U] {',
      '\tp := new(42)',
      '\tq := new(int)',
      '\t_, _ = p, q',
      '\treturn nil',
      '}',
    ].join('\n');
    expect(await findParseProblems('go', source)).toEqual([]);
  });

  it('still reports a real Go syntax error beside a generic method, on its line', async () => {
    const source = ['package main', 'func (l L[T]) Map[U any]() {', '\tx := (1 +', '}'].join('\n');
    const lines = (await findParseProblems('go', source)).map(({ line }) => line);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines).not.toContain(2);
  });

  it('reads Java 25 module imports and statements before super(...), which the grammar lags behind', async () => {
    const source = [
      'import module java.base;',
      'class Circle extends Shape {',
      '    Circle(double r) {',
      '        if (r <= 0) throw new IllegalArgumentException();',
      '        super("circle");',
      '    }',
      '}',
    ].join('\n');
    expect(await findParseProblems('java', source)).toEqual([]);
  });

  it('still reports a real Java syntax error after a module import, on its line', async () => {
    const source = ['import module java.base;', 'class A {', '    int x = ;', '}'].join('\n');
    const problems = await findParseProblems('java', source);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map(({ line }) => line)).toContain(3);
  });

  it('reads Rust 2024 unsafe extern blocks and their safe items, which the grammar lags behind', async () => {
    const source = [
      'unsafe extern "C" {',
      '    safe fn abs(x: i32) -> i32;',
      '    pub safe static ERRNO: i32;',
      '    fn strlen(s: *const u8) -> usize;',
      '}',
    ].join('\n');
    expect(await findParseProblems('rust', source)).toEqual([]);
  });

  it('still reports a real Rust syntax error inside an unsafe extern block, on its line', async () => {
    const source = ['unsafe extern "C" {', '    safe fn abs(x: i32) -> ;', '}'].join('\n');
    const problems = await findParseProblems('rust', source);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map(({ line }) => line)).toContain(2);
  });

  it('reads the lines of an RBS signature file in a Ruby topic as comments', async () => {
    const source = [
      '# ---- sig/cart.rbs: the types ----',
      'class Cart',
      '  def add: (String name, ?qty: Integer) -> self',
      'end',
      '# ---- main.rb ----',
      "p Cart.new.add('pen')",
    ].join('\n');
    expect(await findParseProblems('ruby', source)).toEqual([]);
  });

  it('parses the Ruby after an RBS file, and RBS outside one, as Ruby', async () => {
    const rbs = '  def add: (String name) -> self';
    const afterSignature = ['# ---- sig/a.rbs ----', 'class A', 'end', '# ---- main.rb ----', rbs];
    const lines = (await findParseProblems('ruby', afterSignature.join('\n'))).map(
      ({ line }) => line,
    );
    expect(lines).toContain(5);
    expect(await findParseProblems('ruby', ['class A', rbs, 'end'].join('\n'))).not.toEqual([]);
  });

  it("skips a Rust topic's Cargo.toml files, which are TOML, and still parses its Rust files", async () => {
    const source = [
      '// ---- Cargo.toml: the root ----',
      '[workspace]',
      'members = ["crates/*"]',
      '// ---- crates/app/src/main.rs ----',
      'fn main() {',
      '    let x = ;',
      '}',
    ].join('\n');
    const problems = await findParseProblems('rust', source);
    expect(problems.map(({ line }) => line)).toEqual([6]);
  });

  it('reads TOML lines as Rust when no .toml marker stands above them', async () => {
    const source = ['// ---- src/main.rs ----', '[workspace]', 'members = ["crates/*"]'];
    expect(await findParseProblems('rust', source.join('\n'))).not.toEqual([]);
  });

  it('leaves other languages as written', async () => {
    expect(await findParseProblems('python', 'print(#expect)\n')).not.toEqual([]);
  });
});

describe('grammarLines', () => {
  const topic = [
    '// ---- main.go ----',
    'package main',
    '',
    '//go:embed greeting.txt',
    'var greeting string',
    '',
    '// ---- greeting.txt ----',
    'Hello, gopher!',
    '',
    '// ---- util.go ----',
    'package main',
    'func f( {}',
  ];

  it("blanks a topic's plain-text files, which no grammar reads, and keeps its lines in place", () => {
    expect(grammarLines('go', topic)).toEqual([
      ...topic.slice(0, 6),
      '',
      '',
      '',
      ...topic.slice(9),
    ]);
  });

  it('lets the parse check see only the code, with its errors on their topic lines', async () => {
    const raw = (await findParseProblems('go', topic.join('\n'))).map(({ line }) => line);
    expect(raw).toContain(8);
    const lines = grammarLines('go', topic).join('\n');
    expect((await findParseProblems('go', lines)).map(({ line }) => line)).toEqual([12]);
  });

  it('leaves a topic with no text file as it is', () => {
    const lines = ['// ---- a.h ----', 'int f();', '// ---- a.cpp ----', 'int f() { return 1; }'];
    expect(grammarLines('cpp', lines)).toEqual(lines);
  });
});
