/**
 * Cleaning a snippet of the user's own, and its limits: what pasted code loses before it is
 * saved (each rule names itself, so the page can say what changed) and what it may not be.
 */

export const SNIPPET_LIMITS = {
  maxLines: 200,
  maxColumns: 200,
  maxFileBytes: 64 * 1024,
  partLines: 40,
};

/**
 * Cleaned code, a line each; `changes` names each rule that changed something, in the rules'
 * order. `firstLine` is the line of the code as given that became `lines[0]` (1-based), so a
 * limit can name the line the user sees in their file.
 */
type Cleaned = { lines: string[]; changes: string[]; firstLine: number };

/**
 * Zero-width characters copied in from web pages and word processors, and the direction
 * controls that reorder what is shown; never typeable. A joiner inside an emoji stays.
 */
const ZERO_WIDTH =
  /[\u061C\u200B\u200C\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]|\u200D(?!\p{Extended_Pictographic})/gu;

/** Control characters no key types: C0 but tab and line feed, DEL and C1 (NUL, BEL, ESC…). */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** A tab stop every 4 columns, as the pages draw a tab (`tab-size: 4`). */
const TAB_STOP = 4;

/**
 * Whether text shows nothing: only white space and format characters (zero-width spaces and
 * joiners, byte-order marks, direction marks). A title of these would list as a blank row.
 */
export const isInvisible = (text: string) => /^[\s\p{Cf}]*$/u.test(text);

/** No-break spaces look like spaces and are typed as spaces. */
const NO_BREAK_SPACE = /[\u00A0\u202F\u2007]/g;

/** Rules on the whole text, each a change phrase and what it does. */
const TEXT_RULES: readonly (readonly [string, (text: string) => string])[] = [
  ['line endings made LF', (text) => text.replace(/\r\n?|[\u2028\u2029]/g, '\n')],
  ['Unicode normalised (NFC)', (text) => text.normalize('NFC')],
  ['no-break spaces made plain spaces', (text) => text.replace(NO_BREAK_SPACE, ' ')],
  ['zero-width characters removed', (text) => text.replace(ZERO_WIDTH, '')],
  ['control characters removed', (text) => text.replace(CONTROLS, '')],
];

/** Rules on the lines, in order after the text rules. */
const LINE_RULES: readonly (readonly [string, (lines: string[]) => string[]])[] = [
  ['trailing spaces trimmed', (lines) => lines.map((line) => line.trimEnd())],
  ['shared indentation removed', removeSharedIndent],
  ['tabs inside a line made spaces', (lines) => lines.map(spaceInnerTabs)],
  ['blank lines at the start and end dropped', dropOuterBlankLines],
];

/** Cleans pasted or imported code by the rules above; indentation keeps its tabs. */
export function cleanCode(code: string): Cleaned {
  const changes: string[] = [];
  let text = code;
  for (const [change, rule] of TEXT_RULES) {
    const next = rule(text);
    if (next !== text) changes.push(change);
    text = next;
  }
  // A final line ending ends the last line; it is not a blank line after it.
  let lines = (text.endsWith('\n') ? text.slice(0, -1) : text).split('\n');
  for (const [change, rule] of LINE_RULES) {
    const next = rule(lines);
    if (next.join('\n') !== lines.join('\n')) changes.push(change);
    lines = next;
  }
  const leading = text.split('\n').findIndex((line) => line.trim() !== '');
  return { lines, changes, firstLine: Math.max(leading, 0) + 1 };
}

/** Removes the run of spaces and tabs every non-blank line starts with, character for character. */
function removeSharedIndent(lines: string[]): string[] {
  const indents = lines.filter((line) => line !== '').map((line) => /^[ \t]*/.exec(line)![0]);
  const shared = indents.reduce((common, indent) => {
    let length = 0;
    while (length < common.length && common[length] === indent[length]) length += 1;
    return common.slice(0, length);
  }, indents[0] ?? '');
  return shared === '' ? lines : lines.map((line) => line.slice(shared.length));
}

/**
 * A tab after the indentation made the spaces that reach the next tab stop, so the line
 * looks the same: a drill cannot ask for it (Tab leaves the box), and a space is what the
 * user would type. Indentation keeps its tabs; a drill never types it.
 */
function spaceInnerTabs(line: string): string {
  const indent = /^[ \t]*/.exec(line)![0].length;
  if (!line.includes('\t', indent)) return line;
  let spaced = '';
  let width = 0;
  for (const char of line) {
    const stop = TAB_STOP - (width % TAB_STOP);
    if (char === '\t' && spaced.length >= indent) spaced += ' '.repeat(stop);
    else spaced += char;
    width += char === '\t' ? stop : 1;
  }
  return spaced;
}

function dropOuterBlankLines(lines: string[]): string[] {
  const first = lines.findIndex((line) => line !== '');
  if (first < 0) return [];
  const last = lines.findLastIndex((line) => line !== '');
  return lines.slice(first, last + 1);
}

/** How code breaks a limit; `line` counts from the `firstLine` given. */
type LimitBreach =
  | { kind: 'empty' }
  | { kind: 'lines'; line: number }
  | { kind: 'columns'; line: number; length: number };

/** The first limit the lines break, or null. Columns count code points; a tab is one. */
export function limitBreach(lines: readonly string[], firstLine = 1): LimitBreach | null {
  if (lines.every((line) => line.trim() === '')) return { kind: 'empty' };
  if (lines.length > SNIPPET_LIMITS.maxLines) {
    return { kind: 'lines', line: firstLine + SNIPPET_LIMITS.maxLines };
  }
  for (const [index, line] of lines.entries()) {
    const length = Array.from(line).length;
    if (length > SNIPPET_LIMITS.maxColumns) {
      return { kind: 'columns', line: firstLine + index, length };
    }
  }
  return null;
}

/** A breach in words, to follow a name: "is empty", "line 201 is past the 200-line limit". */
export function describeBreach(breach: LimitBreach): string {
  switch (breach.kind) {
    case 'empty':
      return 'is empty';
    case 'lines':
      return `line ${breach.line} is past the ${SNIPPET_LIMITS.maxLines}-line limit`;
    case 'columns':
      return `line ${breach.line} is ${breach.length} characters long, over the ${SNIPPET_LIMITS.maxColumns}-character limit`;
  }
}

/** The form's message for the first limit the lines break, a sentence; null when none. */
export function limitProblem(lines: readonly string[], firstLine = 1): string | null {
  const breach = limitBreach(lines, firstLine);
  if (!breach) return null;
  if (breach.kind === 'empty') return 'The code is empty.';
  const words = describeBreach(breach);
  return `${words[0]!.toUpperCase()}${words.slice(1)}.`;
}
