/**
 * The pure half of the compile check (`npm run content:compile`): how a topic becomes source
 * files, which C++ standard it states, how compiler output maps back to topic lines, and the
 * summary table. No file system, no processes: see compilers.ts for those.
 */
import type { LanguageKey } from '@/data/languages';

/** One source file of a topic; line 1 of `text` is line `firstLine + 1` of the topic. */
export type SourceFile = { name: string; text: string; firstLine: number };

/** One compiler complaint, placed in the topic: `line` counts from 1 over the topic's lines. */
export type Problem = { file: string; fileLine: number; line: number; message: string };

/** What happened to one topic: "ran" and "not-run" are the run check's (Python, PHP, Ruby). */
type TopicStatus =
  'compiled' | 'ran' | 'library' | 'no-compiler' | 'not-run' | 'newer-compiler' | 'failed';

/** One topic's outcome; `problems` explains "failed", "not-run" and "newer-compiler". */
export type TopicResult = { key: string; status: TopicStatus; problems: Problem[] };

/** One language's outcome: its name, the compiler used (or why none) and every topic. */
export type LanguageResult = {
  key: LanguageKey;
  name: string;
  tool: string;
  topics: TopicResult[];
};

/** How a language writes the marker comment: `// ---- main.cpp: the entry point ----`. */
const COMMENT_PREFIXES = {
  javascript: '//',
  typescript: '//',
  react: '//',
  'react-typescript': '//',
  python: '#',
  go: '//',
  java: '//',
  csharp: '//',
  rust: '//',
  cpp: '//',
  kotlin: '//',
  swift: '//',
  php: '//',
  ruby: '#',
  scala: '//',
  haskell: '--',
} satisfies Record<LanguageKey, string>;

/** The file extension of a topic that has no marker lines. */
const EXTENSIONS = {
  javascript: 'js',
  typescript: 'ts',
  react: 'jsx',
  'react-typescript': 'tsx',
  python: 'py',
  go: 'go',
  java: 'java',
  csharp: 'cs',
  rust: 'rs',
  cpp: 'cpp',
  kotlin: 'kt',
  swift: 'swift',
  php: 'php',
  ruby: 'rb',
  scala: 'scala',
  haskell: 'hs',
} satisfies Record<LanguageKey, string>;

// A relative path with an extension: `math.js`, `src/lib.rs`; never `..`.
const FILE_NAME = /^(?!.*(?:^|\/)\.\.(?:\/|$))[\w.-]+(?:\/[\w.-]+)*\.\w+$/;

/** The file a marker line names (`// ---- math.js: named exports ----`), or null. */
export function markerFileName(languageKey: LanguageKey, line: string): string | null {
  const prefix = COMMENT_PREFIXES[languageKey];
  if (!line.startsWith(`${prefix} ---- `) || !line.trimEnd().endsWith(' ----')) return null;
  const inner = line.trimEnd().slice(prefix.length + 6, -5);
  const name = inner.split(':')[0]!.trim();
  return FILE_NAME.test(name) ? name : null;
}

/**
 * Splits a topic into its files. Without markers: one file, named by `defaultFileName`.
 * With markers: each file runs from its marker to the next; marker lines become blank lines,
 * so file lines and topic lines stay in step. Lines above the first marker belong to the
 * first file only when they hold more than comments.
 */
export function splitTopic(languageKey: LanguageKey, lines: readonly string[]): SourceFile[] {
  const markers = lines.flatMap((line, index) => {
    const name = markerFileName(languageKey, line);
    return name === null ? [] : [{ name, index }];
  });
  if (markers.length === 0) {
    return [{ name: defaultFileName(languageKey, lines), text: lines.join('\n'), firstLine: 0 }];
  }
  const prefix = COMMENT_PREFIXES[languageKey];
  const preamble = lines.slice(0, markers[0]!.index);
  const preambleHasCode = preamble.some((line) => {
    const trimmed = line.trim();
    return trimmed !== '' && !trimmed.startsWith(prefix);
  });
  const markerLines = new Set(markers.map(({ index }) => index));
  return markers.map(({ name, index }, position) => {
    const start = position === 0 && preambleHasCode ? 0 : index;
    const end = markers[position + 1]?.index ?? lines.length;
    const text = lines
      .slice(start, end)
      .map((line, offset) => (markerLines.has(start + offset) ? '' : line))
      .join('\n');
    return { name, text, firstLine: start };
  });
}

/**
 * A file a topic holds beside its code that is not in the topic's language: data its program
 * reads (Go's `//go:embed greeting.txt`), a manifest (`Cargo.toml`, `pyproject.toml`), RBS
 * signatures (`sig/cart.rbs`). No grammar of the set reads it.
 */
const NOT_CODE = /\.(?:txt|toml|rbs)$/;

/**
 * A topic's lines as its grammar should read them: the lines of its files that are not code
 * (a `// ---- greeting.txt ----` marker and what follows it, up to the next marker) read as
 * blank, so the parse check sees only code and keeps the topic's line numbers.
 */
export function grammarLines(languageKey: LanguageKey, lines: readonly string[]): string[] {
  const dataRows = new Set(
    splitTopic(languageKey, lines)
      .filter((file) => NOT_CODE.test(file.name))
      .flatMap(({ text, firstLine }) => text.split('\n').map((_, offset) => firstLine + offset)),
  );
  return lines.map((line, row) => (dataRows.has(row) ? '' : line));
}

/** The file name of a topic without markers: Java's is its public class; others `main.<ext>`. */
export function defaultFileName(languageKey: LanguageKey, lines: readonly string[]): string {
  if (languageKey === 'java') return `${javaPublicType(lines) ?? 'Main'}.java`;
  return `main.${EXTENSIONS[languageKey]}`;
}

const JAVA_PUBLIC_TYPE =
  /^public\s+(?:(?:abstract|final|sealed|non-sealed|static|strictfp)\s+)*(?:class|record|interface|enum|@interface)\s+([A-Za-z_$][\w$]*)/;

/** The name of the top-level public type of a Java file (`public record Point`), if any. */
function javaPublicType(lines: readonly string[]): string | null {
  for (const line of lines) {
    const match = JAVA_PUBLIC_TYPE.exec(line);
    if (match) return match[1]!;
  }
  return null;
}

/**
 * The `-std=` a C++ topic compiles with: C++23 when a comment labels a part of it C++23
 * (`// C++23: std::print`, `// C++23 (GCC 14) adds …`), else the set's C++20. A line that
 * only names C++23 later in a comment (`// C++20; C++23 parts are marked`) does not count.
 */
export function cppStandard(lines: readonly string[]): 'c++20' | 'c++23' {
  return lines.some((line) => /\/\/\s*C\+\+23\b/.test(line)) ? 'c++23' : 'c++20';
}

/** The header that shows a C++ library of a topic's `requires` is installed. */
export const CPP_LIBRARY_HEADERS: Readonly<Record<string, string>> = {
  'nlohmann-json': 'nlohmann/json.hpp',
  googletest: 'gtest/gtest.h',
};

/** The `#include <...>` folders g++ lists for `-E -v` (macOS adds "(framework directory)"). */
export function includeDirs(verboseOutput: string): string[] {
  const lines = verboseOutput.split('\n');
  const start = lines.findIndex((line) => line.startsWith('#include <...> search starts here'));
  if (start < 0) return [];
  const end = lines.findIndex((line, index) => index > start && line.startsWith('End of search'));
  return lines
    .slice(start + 1, end < 0 ? undefined : end)
    .map((line) => line.replace(/\(framework directory\)$/, '').trim())
    .filter((line) => line !== '');
}

/** Whether a Rust file is a program (has `fn main`) rather than a library. */
export function hasRustMain(text: string): boolean {
  return /^\s*(?:pub\s+)?(?:async\s+)?fn\s+main\s*\(/m.test(text);
}

/** A diagnostic as a compiler printed it, before it is placed in a topic. */
export type Diagnostic = { path: string; line: number; message: string };

// gcc, rustc (--error-format=short), javac and the Python helper: `file:line[:col]: error: text`.
const GCC_STYLE = /^(.+?):(\d+):(?:\d+:)?\s*((?:fatal )?error(?:\[\w+\])?:.*)$/;
// tsc --pretty false: `file(line,col): error TS2322: text`.
const TSC_STYLE = /^(.+?)\((\d+),\d+\): (error TS\d+:.*)$/;

/** The errors in a compiler's output (gcc, rustc, javac or tsc style); notes and warnings are skipped. */
export function parseDiagnostics(output: string): Diagnostic[] {
  const found: Diagnostic[] = [];
  let tscMessage: Diagnostic | null = null;
  for (const line of output.split('\n')) {
    // tsc goes on, indented, with the detail ("Type 'x' is not assignable to …"): keep one.
    if (tscMessage && /^\s+\S/.test(line)) {
      tscMessage.message += ` ${line.trim()}`;
      tscMessage = null;
      continue;
    }
    const tsc = TSC_STYLE.exec(line);
    const match = tsc ?? GCC_STYLE.exec(line);
    tscMessage = null;
    if (!match) continue;
    const diagnostic = { path: match[1]!, line: Number(match[2]), message: match[3]!.trim() };
    found.push(diagnostic);
    if (tsc) tscMessage = diagnostic;
  }
  return found;
}

/** The standard header a g++ error says is missing (`fatal error: print: No such file`), or null. */
export function missingStandardHeader(message: string): string | null {
  const match = /^fatal error: ([a-z_]+): No such file or directory/.exec(message);
  return match ? match[1]! : null;
}

/** Places a diagnostic in a topic: the file's own line and the topic's line. */
export function toProblem(file: SourceFile, fileLine: number, message: string): Problem {
  return { file: file.name, fileLine, line: file.firstLine + fileLine, message };
}

const STATUS_COLUMNS: readonly [TopicStatus, string][] = [
  ['compiled', 'compiled'],
  ['ran', 'ran, output checked'],
  ['library', 'needs a library'],
  ['no-compiler', 'no compiler here'],
  ['not-run', "can't run here"],
  ['newer-compiler', 'needs a newer compiler'],
  ['failed', 'failed'],
];

/** How many topics of a language ended in each status. */
function countStatuses(topics: readonly TopicResult[]): Record<TopicStatus, number> {
  const counts = Object.fromEntries(STATUS_COLUMNS.map(([status]) => [status, 0])) as Record<
    TopicStatus,
    number
  >;
  for (const topic of topics) counts[topic.status] += 1;
  return counts;
}

/** The summary table: one row per language, a column per status, then a total row. */
export function summaryTable(languages: readonly LanguageResult[]): string {
  const header = ['language', 'compiler', ...STATUS_COLUMNS.map(([, label]) => label)];
  const totals = countStatuses(languages.flatMap((language) => language.topics));
  const rows = [
    header,
    ...languages.map((language) => {
      const counts = countStatuses(language.topics);
      return [language.name, language.tool, ...STATUS_COLUMNS.map(([s]) => String(counts[s]))];
    }),
    ['total', '', ...STATUS_COLUMNS.map(([status]) => String(totals[status]))],
  ];
  const widths = header.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** How many problems of one topic the report prints before it says how many more. */
const PROBLEMS_PER_TOPIC = 3;

/** One line per problem of the topics in a status: `rust closures line 12 (main.rs:12): …`. */
export function problemLines(languages: readonly LanguageResult[], status: TopicStatus): string[] {
  return languages.flatMap((language) =>
    language.topics
      .filter((topic) => topic.status === status)
      .flatMap((topic) => {
        const shown = topic.problems
          .slice(0, PROBLEMS_PER_TOPIC)
          .map(
            (problem) =>
              `${language.key} ${topic.key} line ${problem.line} ` +
              `(${problem.file}:${problem.fileLine}): ${problem.message}`,
          );
        const more = topic.problems.length - shown.length;
        return more > 0 ? [...shown, `${language.key} ${topic.key}: ${more} more`] : shown;
      }),
  );
}
