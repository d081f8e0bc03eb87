/**
 * The output-comment rule of the run check (docs/snippets.md, "What is run"): which trailing
 * comments claim a line's output, and when a claim matches what the line printed. Pure: the
 * runners (wasmChild.ts, through harness.py, .php and .rb) say what each line printed; this
 * module compares.
 */

/** A language whose samples are run: its trailing-comment marker and how an output reads. */
export type RunLanguage = 'python' | 'php' | 'ruby';

/** What one line of a topic file claims it prints: the text after the marker, trimmed. */
type OutputComment = { line: number; claim: string };

/** A claim that cannot be compared (a value that changes from run to run), with why. */
const NOT_COMPARABLE = /^(?:e\.g\.|for example\b|~|about\b|something like\b|roughly\b)/i;

/**
 * The output comments of a file, by its 1-based line numbers. Python and PHP: any trailing
 * comment (`print(x)  # 3`, `echo $x; // 3`), optionally opened by `prints`. Ruby: a trailing
 * comment opened by `=>` (`puts x # => 3`); a Ruby comment without `=>` is a note. A line
 * that prints nothing makes no claim (value comments: `$n = 3; // 3`), so the caller keeps
 * only the lines that printed.
 */
export function outputComments(language: RunLanguage, text: string): OutputComment[] {
  return text.split('\n').flatMap((source, index) => {
    const comment = trailingComment(language, source);
    if (comment === null) return [];
    const claim =
      language === 'ruby' ? /^=>\s*(.*)$/.exec(comment)?.[1] : comment.replace(/^prints:?\s+/, '');
    return claim === undefined || claim === '' ? [] : [{ line: index + 1, claim: claim.trim() }];
  });
}

/**
 * The trailing comment of a code line, or null (a whole-line comment is a note). A marker
 * inside a string literal does not count: the line is scanned quote by quote.
 */
export function trailingComment(language: RunLanguage, source: string): string | null {
  const marker = language === 'php' ? '//' : '#';
  if (source.trim() === '' || source.trim().startsWith(marker)) return null;
  let quote: string | null = null;
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index]!;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'" || char === '`') quote = char;
    // Ruby's "#{...}" is inside a string already; `$x # note` needs the space before it.
    else if (source.startsWith(marker, index) && (index === 0 || /\s/.test(source[index - 1]!)))
      return source.slice(index + marker.length).trim();
  }
  return null;
}

/** Whether a claim names a value that changes between runs (`e.g. 0.31`, `~0.2s`). */
export function isComparable(claim: string): boolean {
  return !NOT_COMPARABLE.test(claim);
}

// Where a claim may end in a note: `3.5 3 1 -4: // rounds down`, `true, via <=>`.
const NOTE_START = /[:;,]\s|\s\(|\s--?\s/g;
// How a claim may separate the lines of a multi-line output: `2, then 1`, `a / b`.
const LINE_BREAK = /^(?:,\s+then\s+|,\s+|;\s+|\s+\/\s+|\s+\|\s+|\s+then\s+)/;
const ELLIPSIS = /^(?:\.\.\.|\u2026)/;

/** A claim as a regular expression over the printed text (see `matchesOutput`). */
function claimPattern(claim: string): RegExp {
  let pattern = '';
  let rest = claim;
  while (rest !== '') {
    const ellipsis = ELLIPSIS.exec(rest);
    const lineBreak = LINE_BREAK.exec(rest);
    const space = /^\s+/.exec(rest);
    if (ellipsis) {
      pattern += '[\\s\\S]*?';
      rest = rest.slice(ellipsis[0].length);
    } else if (lineBreak) {
      const literal = lineBreak[0].trim().replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      pattern += `(?:\\s*${literal}\\s+|\\s*\\n\\s*)`;
      rest = rest.slice(lineBreak[0].length);
    } else if (space) {
      pattern += '\\s+';
      rest = rest.slice(space[0].length);
    } else {
      pattern += rest[0]!.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      rest = rest.slice(1);
    }
  }
  return new RegExp(`^${pattern}$`);
}

/** Printed text as a claim is compared with it: each line's end trimmed, no blank ends. */
function normalizeOutput(printed: string): string {
  return printed
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/**
 * Whether a claim matches what its line printed (all its runs, in order). Whitespace runs
 * match any whitespace; `...` matches anything; a line break of the output may be written
 * `, `, `; `, ` / `, ` | ` or `, then `. A claim may go on with a note after `: `, `; `,
 * `, `, ` (`, ` - ` or ` -- ` (`3 1: // rounds down`): it matches when the part before
 * any of those matches the whole output.
 */
export function matchesOutput(claim: string, printed: string): boolean {
  const output = normalizeOutput(printed);
  const cuts = [claim.length, ...[...claim.matchAll(NOTE_START)].map((match) => match.index)];
  return cuts.some((cut) => {
    const head = claim.slice(0, cut).trim();
    return head !== '' && claimPattern(head).test(output);
  });
}

/** A claim that did not match: the line, what it says, what the line printed. */
type Mismatch = { line: number; claim: string; printed: string };

/**
 * Compares every comparable claim of a file with the output of its line. `printedBy` gives a
 * line's output, or undefined when the line printed nothing (then its comment is no claim).
 */
export function compareOutputs(
  language: RunLanguage,
  text: string,
  printedBy: (line: number) => string | undefined,
): Mismatch[] {
  return outputComments(language, text).flatMap(({ line, claim }) => {
    const printed = printedBy(line);
    if (printed === undefined || !isComparable(claim) || matchesOutput(claim, printed)) return [];
    return [{ line, claim, printed: normalizeOutput(printed) }];
  });
}
