// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  compareOutputs,
  isComparable,
  matchesOutput,
  outputComments,
  trailingComment,
} from '@/scripts/content/compilers/outputRule';
import {
  entryOf,
  lackedFeature,
  newerPythonName,
  printedBy,
  type RunRecord,
} from '@/scripts/content/compilers/wasmRule';

describe('trailingComment', () => {
  it('finds the comment after the code, not a marker inside a string', () => {
    expect(trailingComment('python', 'print("a # b")  # a # b')).toBe('a # b');
    expect(trailingComment('php', "echo 'http://x.io', PHP_EOL; // http://x.io")).toBe(
      'http://x.io',
    );
    expect(trailingComment('ruby', 'puts "#{name}!" # => Ada!')).toBe('=> Ada!');
    expect(trailingComment('python', 'print(f"{x!r}")')).toBeNull();
  });

  it('skips whole-line comments: they are notes', () => {
    expect(trailingComment('python', '    # 3 4')).toBeNull();
    expect(trailingComment('php', '// bool(true)')).toBeNull();
  });
});

describe('outputComments', () => {
  it('takes every trailing comment in Python and PHP, `prints` or not', () => {
    const text = ['x = 1', 'print(x)  # 1', 'print(x)  # prints 1', '# 2'].join('\n');
    expect(outputComments('python', text)).toEqual([
      { line: 2, claim: '1' },
      { line: 3, claim: '1' },
    ]);
  });

  it('takes only `=>` comments in Ruby; the others are notes', () => {
    const text = ["puts 'a' # => a", "puts 'b' # a statement modifier"].join('\n');
    expect(outputComments('ruby', text)).toEqual([{ line: 1, claim: 'a' }]);
  });
});

describe('matchesOutput', () => {
  it('matches exactly, whitespace runs alike, ends of lines trimmed', () => {
    expect(matchesOutput('3 x 4.50 =    13.50', '3 x 4.50 =    13.50\n')).toBe(true);
    expect(matchesOutput('10 7 4 1', '10 7 4 1 ')).toBe(true);
    expect(matchesOutput('10 7 4 1', '10 7 4 2 ')).toBe(false);
    expect(matchesOutput('bool(true)', 'true')).toBe(false);
  });

  it('reads a multi-line output written with , ; / or , then', () => {
    expect(matchesOutput('2, then 1', '2\n1\n')).toBe(true);
    expect(matchesOutput('[1, 2, 3], [1, 3]', '[1, 2, 3]\n[1, 3]\n')).toBe(true);
    expect(matchesOutput('bool(true) bool(false)', 'bool(true)\nbool(false)\n')).toBe(true);
    expect(matchesOutput('2, then 1', '2\n3\n')).toBe(false);
  });

  it('lets ... stand for any text', () => {
    expect(matchesOutput('... WARNING x: y', '2026-11-28 13:00:00,1 WARNING x: y\n')).toBe(true);
    expect(matchesOutput('["a", ..., "c"], "d"', '["a", "b", "c"]\n"d"\n')).toBe(true);
    expect(matchesOutput('... WARNING x: y', 'ERROR x: y')).toBe(false);
  });

  it('allows a note after the output, never instead of it', () => {
    expect(matchesOutput('3.5 3 1 -4: // rounds down', '3.5 3 1 -4\n')).toBe(true);
    expect(matchesOutput('true, via <=>', 'true\n')).toBe(true);
    expect(matchesOutput('34 (bytes)', '34\n')).toBe(true);
    expect(matchesOutput('Ada: 36', 'Ada: 36\n')).toBe(true);
    expect(matchesOutput('nil for a missing key', 'nil\n')).toBe(false);
    expect(matchesOutput('false: key 2 was removed', 'bool(false)\n')).toBe(false);
  });
});

describe('isComparable', () => {
  it('leaves values that change between runs out', () => {
    expect(isComparable('e.g. 0.31')).toBe(false);
    expect(isComparable('~0.2s in total')).toBe(false);
    expect(isComparable('about 0.2s')).toBe(false);
    expect(isComparable('0.2')).toBe(true);
  });
});

describe('compareOutputs', () => {
  const text = ['$n = 3; // 3', 'echo $n; // 3', 'echo $n + 1; // 5', 'echo rand(); // e.g. 7'];
  const printed: Record<number, string> = { 2: '3', 3: '4', 4: '12' };

  it('compares the claims of lines that printed and names each mismatch', () => {
    expect(compareOutputs('php', text.join('\n'), (line) => printed[line])).toEqual([
      { line: 3, claim: '5', printed: '4' },
    ]);
  });
});

describe('printedBy', () => {
  const record: RunRecord = {
    chunks: [
      { at: [['main.py', 4]], text: '0 ' },
      { at: [['main.py', 4]], text: '1 ' },
      {
        at: [
          ['main.py', 2],
          ['main.py', 7],
          ['lib.py', 1],
        ],
        text: 'in f\n',
      },
    ],
    errors: [],
  };

  it("joins a line's chunks, and gives a call's line its callee's output", () => {
    const of = printedBy(record, 'main.py');
    expect(of(4)).toBe('0 1 ');
    expect(of(7)).toBe('in f\n');
    expect(of(2)).toBe('in f\n');
    expect(of(5)).toBeUndefined();
    expect(printedBy(record, 'lib.py')(1)).toBe('in f\n');
  });
});

describe('entryOf', () => {
  const file = (name: string) => ({ name, text: '', firstLine: 0 });

  it('runs main.<ext>, or the only file', () => {
    expect(entryOf('php', [file('main.php')], [])).toEqual({ entry: 'main.php', argv: [] });
    expect(entryOf('ruby', [file('app.rb')], [])).toEqual({ entry: 'app.rb', argv: [] });
    expect(entryOf('python', [file('pyproject.toml'), file('src/cli.py')], [])).toBeNull();
  });

  it('runs the module a `run as python -m` marker names, with its arguments', () => {
    const lines = ['# ---- shop/cli.py: the entry point, run as python -m shop.cli 99.5 ----'];
    expect(entryOf('python', [file('shop/cli.py')], lines)).toEqual({
      entry: 'shop/cli.py',
      module: 'shop.cli',
      argv: ['99.5'],
    });
  });
});

describe('lackedFeature and newerPythonName', () => {
  it('names what a WebAssembly build lacks by its error, and nothing else', () => {
    expect(lackedFeature("error: RuntimeError: can't start new thread")).toBe('threads');
    expect(lackedFeature('error: LoadError: cannot load such file -- socket')).toBe(
      'sockets and TLS',
    );
    expect(lackedFeature('error: NameError: name "x" is not defined')).toBeNull();
    expect(lackedFeature('error: SystemExit: 1')).toBeNull();
  });

  it('dates frozendict to 3.15 and leaves other NameErrors failures', () => {
    expect(newerPythonName("NameError: name 'frozendict' is not defined")).toEqual({
      feature: 'frozendict',
      since: '3.15',
    });
    expect(newerPythonName("NameError: name 'frozen' is not defined")).toBeNull();
  });
});
