/**
 * The Python half of the "needs a newer compiler" rule (newer.ts): the syntax a Python older
 * than the set's release rejects, dated by the "What's New" pages. py_compile reports only a
 * SyntaxError's line, never which syntax, so a feature is judged by that line of the topic's
 * file: only a SyntaxError on a line that uses the feature is explained. py_compile stops at a
 * file's first SyntaxError, so an error further down waits for the next run.
 */
import type { SourceFile } from '../topicFiles';
import type { Explain } from './newer';

/** Syntax newer than Python 3.12, by a pattern its line matches, with the first release. */
const NEWER_SYNTAX: readonly { feature: string; pattern: RegExp; since: string }[] = [
  // t"…", rt'…', T"""…""": a string prefix with t (PEP 750).
  { feature: 'template string', pattern: /(?<![\w"'])(?:[tT][rR]?|[rR][tT])["']/, since: '3.14' },
  // except A, B: / except* A, B: with no parentheses and no `as` (PEP 758).
  {
    feature: 'except without parentheses',
    pattern: /^\s*except\*?\s+[\w.]+(?:\s*,\s*[\w.]+)+\s*:/,
    since: '3.14',
  },
  // lazy import json / lazy from pathlib import Path (PEP 810).
  { feature: 'lazy import', pattern: /^\s*lazy\s+(?:import|from)\s/, since: '3.15' },
  // [*row for row in rows], {**d for d in ds} (PEP 798).
  {
    feature: 'unpacking in comprehensions',
    pattern: /[[{(]\s*\*{1,2}[\w.]+\s+for\s/,
    since: '3.15',
  },
];

/** The Python rule: which dated syntax the line of a SyntaxError shows the topic uses, if any. */
export function pythonExplainer(files: readonly SourceFile[]): Explain {
  return ({ file, fileLine, message }) => {
    if (!/SyntaxError/.test(message)) return null;
    const source = files.find((candidate) => candidate.name === file);
    const line = source?.text.split('\n')[fileLine - 1];
    if (line === undefined) return null;
    const syntax = NEWER_SYNTAX.find(({ pattern }) => pattern.test(line));
    return syntax ? { feature: syntax.feature, since: syntax.since } : null;
  };
}
