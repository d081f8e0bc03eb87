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

  it("reads Python 3.15's lazy imports, which the grammar lags behind", async () => {
    const source = [
      'lazy import json',
      'lazy from pathlib import Path',
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

  it("lets Ruby's RBS signatures, Rust's Cargo.toml and Python's pyproject.toml be", async () => {
    const ruby = [
      '# ---- sig/cart.rbs: the types ----',
      'class Cart',
      '  def add: (String name, ?qty: Integer) -> self',
      'end',
      '# ---- main.rb ----',
      "p Cart.new.add('pen')",
    ];
    const rust = [
      '// ---- Cargo.toml: the root ----',
      '[workspace]',
      'members = ["crates/*"]',
      '// ---- crates/app/src/main.rs ----',
      'fn main() {',
      '    let x = ;',
      '}',
    ];
    const python = ['# ---- pyproject.toml ----', 'requires-python = ">=3.14"', '# ---- a.py ----'];
    const problems = async (key: 'ruby' | 'rust' | 'python', lines: string[]) =>
      (await findParseProblems(key, grammarLines(key, lines).join('\n'))).map(({ line }) => line);
    expect(await problems('ruby', ruby)).toEqual([]);
    expect(await problems('rust', rust)).toEqual([6]);
    expect(await problems('python', python)).toEqual([]);
    // Outside such a file, the same lines are code, and wrong.
    expect(await problems('ruby', ['class A', ruby[2]!, 'end'])).not.toEqual([]);
    expect(await problems('rust', ['// ---- src/main.rs ----', ...rust.slice(1, 3)])).not.toEqual(
      [],
    );
  });

  it('leaves a topic with no data file as it is', () => {
    const lines = ['// ---- a.h ----', 'int f();', '// ---- a.cpp ----', 'int f() { return 1; }'];
    expect(grammarLines('cpp', lines)).toEqual(lines);
  });
});
