/**
 * The pure half of the run check (wasm.ts): which file of a topic runs, what the WebAssembly
 * builds lack (by the error they raise), Python names newer than Pyodide's release, and each
 * line's output from a run's record.
 */
import type { SourceFile } from '../topicFiles';
import type { Feature } from './newer';
import type { RunLanguage } from './outputRule';

/** One topic to run: its files (paths relative to its folder), the file or module to run. */
export type RunTopic = {
  key: string;
  dir: string;
  files: { name: string; text: string }[];
  entry: string;
  module?: string;
  argv: string[];
};

/** What a topic printed, chunk by chunk, each with the topic lines on the stack then. */
export type RunRecord = {
  chunks: { at: [string, number][]; text: string }[];
  errors: [string, number, string][];
};

/** What a topic runs: a file, or a Python module (`python -m shop.cli 99.5`), with arguments. */
type Entry = { entry: string; module?: string; argv: string[] };

const EXTENSIONS: Record<RunLanguage, string> = { python: 'py', php: 'php', ruby: 'rb' };

/**
 * The program of a topic: a `run as python -m <module> [args]` note on its marker lines, else
 * its `main.<ext>`, else its only source file; null when there is no one program to run.
 */
export function entryOf(
  language: RunLanguage,
  files: readonly SourceFile[],
  lines: readonly string[],
): Entry | null {
  for (const line of lines) {
    const module = /\brun as python -m ([\w.]+)((?: [^\s-][^\s]*)*) -{4}$/.exec(line.trim());
    if (language === 'python' && module) {
      const entry = `${module[1]!.replaceAll('.', '/')}.py`;
      return { entry, module: module[1]!, argv: module[2]!.trim().split(' ').filter(Boolean) };
    }
  }
  const sources = files.filter((file) => file.name.endsWith(`.${EXTENSIONS[language]}`));
  const main = sources.find((file) => file.name === `main.${EXTENSIONS[language]}`);
  const only = files.length === 1 ? sources[0] : undefined;
  const file = main ?? only;
  return file ? { entry: file.name, argv: [] } : null;
}

/** What the WebAssembly builds lack, by the error a topic gets when it uses it. */
const LACKS: readonly { feature: string; error: RegExp }[] = [
  // Ruby: Ractor.new and Thread.new raise NotImplementedError in the WASI build.
  { feature: 'Ractors', error: /NotImplementedError: new\(\) function is unimplemented/ },
  { feature: 'threads', error: /can't start new thread|NotImplementedError: initialize\(\)/ },
  // PHP's Fiber aborts php-wasm's asyncify build (its JSPI build needs Node 23+).
  { feature: "PHP's Fiber", error: /missing function: \$\{name\}/ },
  // asyncio.run needs JSPI (WebAssembly stack switching), which Node 20 lacks.
  { feature: 'asyncio (stack switching)', error: /stack switching not supported/ },
  { feature: 'processes', error: /does not support processes/ },
  {
    feature: 'sockets and TLS',
    error:
      /TLS not supported|cannot load such file -- socket|SSL: |Failed to enable crypto|php_network_getaddresses/,
  },
  { feature: 'time zone data (tzdata)', error: /ZoneInfoNotFoundError/ },
  // argparse's exit status when the arguments it needs are missing.
  { feature: 'command-line arguments', error: /^error: SystemExit: 2$/ },
];

/** The feature a run's error shows the build lacks, or null. */
export function lackedFeature(message: string): string | null {
  return LACKS.find(({ error }) => error.test(message))?.feature ?? null;
}

/** Builtins newer than Pyodide's Python, with the release that added them. */
const NEWER_PYTHON_NAMES: Readonly<Record<string, string>> = { frozendict: '3.15' };

/** The dated builtin a NameError names, if any (`name 'frozendict' is not defined`). */
export function newerPythonName(message: string): Feature | null {
  const name = /NameError: name '(\w+)' is not defined/.exec(message)?.[1];
  if (!name || !Object.hasOwn(NEWER_PYTHON_NAMES, name)) return null;
  return { feature: name, since: NEWER_PYTHON_NAMES[name]! };
}

/**
 * What each line of a file printed: every chunk whose stack went through that line, in order
 * (a loop's runs, or a call's whole output, on the call's line). Undefined: it printed nothing.
 */
export function printedBy(record: RunRecord, file: string): (line: number) => string | undefined {
  const byLine = new Map<number, string>();
  for (const { at, text } of record.chunks) {
    const lines = new Set(at.filter(([name]) => name === file).map(([, line]) => line));
    for (const line of lines) byLine.set(line, (byLine.get(line) ?? '') + text);
  }
  return (line) => byLine.get(line);
}
