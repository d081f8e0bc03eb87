// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  cppStandard,
  defaultFileName,
  CPP_LIBRARY_HEADERS,
  hasRustMain,
  includeDirs,
  markerFileName,
  missingStandardHeader,
  parseDiagnostics,
  problemLines,
  splitTopic,
  summaryTable,
  type LanguageResult,
} from '@/scripts/content/topicFiles';

describe('markerFileName', () => {
  it('reads the file a marker names, with or without a description', () => {
    expect(markerFileName('javascript', '// ---- math.js: named exports ----')).toBe('math.js');
    expect(markerFileName('cpp', '// ---- main.cpp ----')).toBe('main.cpp');
    expect(markerFileName('python', '# ---- app/models.py: data ----')).toBe('app/models.py');
    expect(markerFileName('haskell', '-- ---- Main.hs: entry ----')).toBe('Main.hs');
  });

  it("uses the language's own comment and refuses what is not a file name", () => {
    expect(markerFileName('python', '// ---- main.py ----')).toBeNull();
    expect(markerFileName('javascript', '# ---- main.js ----')).toBeNull();
    expect(markerFileName('javascript', '// ---- no extension ----')).toBeNull();
    expect(markerFileName('javascript', '// ---- ../escape.js ----')).toBeNull();
    expect(markerFileName('javascript', '  // ---- indented.js ----')).toBeNull();
    expect(markerFileName('javascript', '// ---- main.js')).toBeNull();
  });
});

describe('splitTopic', () => {
  it('keeps a topic without markers as one file named for the language', () => {
    const lines = ['fn main() {', '    println!("hi");', '}'];
    expect(splitTopic('rust', lines)).toEqual([
      { name: 'main.rs', text: lines.join('\n'), firstLine: 0 },
    ]);
    expect(splitTopic('react-typescript', ['x'])[0]!.name).toBe('main.tsx');
  });

  it('splits at markers, blanks the marker lines and keeps topic line numbers', () => {
    const lines = [
      '// Modules: one file each',
      '// ---- math.js: named exports ----',
      'export const add = (a, b) => a + b;',
      '',
      '// ---- main.js ----',
      "import { add } from './math.js';",
      'add(1, 2);',
    ];
    const files = splitTopic('javascript', lines);
    expect(files.map(({ name, firstLine }) => [name, firstLine])).toEqual([
      ['math.js', 1],
      ['main.js', 4],
    ]);
    expect(files[0]!.text).toBe(['', 'export const add = (a, b) => a + b;', ''].join('\n'));
    expect(files[1]!.text.split('\n')).toEqual([
      '',
      "import { add } from './math.js';",
      'add(1, 2);',
    ]);
    // Line 2 of main.js is topic line 6 (1-based): firstLine + fileLine.
    expect(files[1]!.firstLine + 2).toBe(6);
  });

  it('keeps code above the first marker in the first file', () => {
    const lines = [
      '#include <string>',
      '// ---- a.h ----',
      'int f();',
      '// ---- a.cpp ----',
      'int f() { return 1; }',
    ];
    const files = splitTopic('cpp', lines);
    expect(files[0]).toEqual({ name: 'a.h', text: '#include <string>\n\nint f();', firstLine: 0 });
    expect(files[1]!.firstLine).toBe(3);
  });
});

describe('defaultFileName', () => {
  it('names a Java file after its top-level public type', () => {
    expect(defaultFileName('java', ['import java.util.*;', '', 'public class Shapes {'])).toBe(
      'Shapes.java',
    );
    expect(defaultFileName('java', ['public sealed interface Shape permits Circle {}'])).toBe(
      'Shape.java',
    );
    expect(defaultFileName('java', ['public final record Point(int x, int y) {}'])).toBe(
      'Point.java',
    );
    expect(defaultFileName('java', ['public enum Level { LOW, HIGH }'])).toBe('Level.java');
  });

  it('ignores nested public types and falls back to Main.java', () => {
    expect(defaultFileName('java', ['class Outer {', '    public class Inner {}', '}'])).toBe(
      'Main.java',
    );
  });

  it('gives other languages main.<extension>', () => {
    expect(defaultFileName('cpp', ['int main() {}'])).toBe('main.cpp');
    expect(defaultFileName('python', ['print(1)'])).toBe('main.py');
    expect(defaultFileName('react', ['<div />'])).toBe('main.jsx');
  });
});

describe('cppStandard', () => {
  it('compiles C++20 unless a comment labels a part C++23', () => {
    expect(cppStandard(['#include <vector>', 'int main() {}'])).toBe('c++20');
    expect(cppStandard(['// C++23: std::print writes formatted text', '#include <print>'])).toBe(
      'c++23',
    );
    expect(cppStandard(['    int x = 0;  // C++23 (GCC 14) adds std::println'])).toBe('c++23');
  });

  it('does not switch for a line that only mentions C++23 after C++20', () => {
    expect(cppStandard(['// C++20 (g++ -std=c++20); C++23 features are marked'])).toBe('c++20');
    expect(cppStandard(['// C++230 is not a standard'])).toBe('c++20');
  });
});

describe('hasRustMain', () => {
  it('tells a program from a library', () => {
    expect(hasRustMain('use std::fmt;\n\nfn main() {\n}')).toBe(true);
    expect(hasRustMain('pub fn add(a: i32, b: i32) -> i32 { a + b }')).toBe(false);
    expect(hasRustMain('// fn main() is not here\npub fn mainly() {}')).toBe(false);
  });
});

describe('parseDiagnostics', () => {
  it('reads gcc, rustc, javac and tsc errors and skips warnings and notes', () => {
    const output = [
      "main.cpp:12:5: error: 'foo' was not declared in this scope",
      'main.cpp:3:1: warning: unused variable',
      'main.cpp:4:10: fatal error: print: No such file or directory',
      'main.rs:7:9: error[E0382]: borrow of moved value: `s`',
      'error: aborting due to 1 previous error',
      'Shapes.java:9: error: cannot find symbol',
      "typescript/generics/main.ts(4,7): error TS2322: Type 'string' is not assignable to type 'number'.",
    ].join('\n');
    expect(parseDiagnostics(output)).toEqual([
      { path: 'main.cpp', line: 12, message: "error: 'foo' was not declared in this scope" },
      { path: 'main.cpp', line: 4, message: 'fatal error: print: No such file or directory' },
      { path: 'main.rs', line: 7, message: 'error[E0382]: borrow of moved value: `s`' },
      { path: 'Shapes.java', line: 9, message: 'error: cannot find symbol' },
      {
        path: 'typescript/generics/main.ts',
        line: 4,
        message: "error TS2322: Type 'string' is not assignable to type 'number'.",
      },
    ]);
  });

  it("keeps tsc's first indented detail line", () => {
    const output = [
      'react/x/main.jsx(5,3): error TS2769: No overload matches this call.',
      "  Argument of type 'string' is not assignable to parameter of type 'number'.",
      '    deeper detail',
    ].join('\n');
    expect(parseDiagnostics(output)[0]!.message).toBe(
      "error TS2769: No overload matches this call. Argument of type 'string' is not " +
        "assignable to parameter of type 'number'.",
    );
  });
});

describe('missingStandardHeader', () => {
  it('names a standard header g++ lacks, never a project header', () => {
    expect(missingStandardHeader('fatal error: print: No such file or directory')).toBe('print');
    expect(missingStandardHeader('fatal error: gtest/gtest.h: No such file or directory')).toBe(
      null,
    );
    expect(missingStandardHeader("error: 'println' is not a member of 'std'")).toBe(null);
  });
});

describe('includeDirs', () => {
  it('reads the <...> folders of g++ -E -v, not the quoted ones', () => {
    const output = [
      'ignoring nonexistent directory "/usr/local/include/x86_64-linux-gnu"',
      '#include "..." search starts here:',
      ' /quoted/only',
      '#include <...> search starts here:',
      ' /usr/include/c++/12',
      ' /usr/local/include',
      ' /Library/Frameworks (framework directory)',
      'End of search list.',
      ' /after/the/list',
    ].join('\n');
    expect(includeDirs(output)).toEqual([
      '/usr/include/c++/12',
      '/usr/local/include',
      '/Library/Frameworks',
    ]);
  });

  it('finds no folder in output without a search list', () => {
    expect(includeDirs('g++: fatal error: no input files')).toEqual([]);
  });

  it('names a header for each library a C++ topic may require', () => {
    expect(CPP_LIBRARY_HEADERS).toEqual({
      'nlohmann-json': 'nlohmann/json.hpp',
      googletest: 'gtest/gtest.h',
    });
  });
});

describe('summaryTable', () => {
  const languages: LanguageResult[] = [
    {
      key: 'rust',
      name: 'Rust',
      tool: 'rustc 1.95.0',
      topics: [
        { key: 'loops', status: 'compiled', problems: [] },
        { key: 'async-await', status: 'library', problems: [] },
        {
          key: 'closures',
          status: 'failed',
          problems: [{ file: 'main.rs', fileLine: 4, line: 4, message: 'error[E0382]: moved' }],
        },
      ],
    },
    {
      key: 'go',
      name: 'Go',
      tool: 'none: no go on PATH',
      topics: [{ key: 'loops', status: 'no-compiler', problems: [] }],
    },
    {
      key: 'ruby',
      name: 'Ruby',
      tool: 'ruby.wasm',
      topics: [
        { key: 'loops', status: 'ran', problems: [] },
        {
          key: 'concurrency',
          status: 'not-run',
          problems: [{ file: 'main.rb', fileLine: 3, line: 3, message: 'needs threads' }],
        },
      ],
    },
  ];

  it('counts each status per language, with totals, in aligned columns', () => {
    expect(summaryTable(languages).split('\n')).toEqual([
      "language  compiler             compiled  ran, output checked  needs a library  no compiler here  can't run here  needs a newer compiler  failed",
      'Rust      rustc 1.95.0         1         0                    1                0                 0               0                       1',
      'Go        none: no go on PATH  0         0                    0                1                 0               0                       0',
      'Ruby      ruby.wasm            0         1                    0                0                 1               0                       0',
      'total                          1         1                    1                1                 1               0                       1',
    ]);
  });

  it('lists each problem of a status with language, topic, file and line', () => {
    expect(problemLines(languages, 'failed')).toEqual([
      'rust closures line 4 (main.rs:4): error[E0382]: moved',
    ]);
    expect(problemLines(languages, 'newer-compiler')).toEqual([]);
    expect(problemLines(languages, 'not-run')).toEqual([
      'ruby concurrency line 3 (main.rb:3): needs threads',
    ]);
  });

  it('shows a few problems per topic and counts the rest', () => {
    const problems = [1, 2, 3, 4, 5].map((line) => ({
      file: 'Main.java',
      fileLine: line,
      line,
      message: 'error: cannot find symbol',
    }));
    const java: LanguageResult = {
      key: 'java',
      name: 'Java',
      tool: 'javac',
      topics: [{ key: 'testing', status: 'failed', problems }],
    };
    const lines = problemLines([java], 'failed');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toBe('java testing line 3 (Main.java:3): error: cannot find symbol');
    expect(lines[3]).toBe('java testing: 2 more');
  });
});
