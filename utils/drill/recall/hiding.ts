import type { TokenClass } from '@/utils/highlight/tokenClasses';
import type { Target } from '@/utils/drill/targets';
import type { RecallLevel } from './levels';

/** The share of a paragraph's lines, from its end, hidden whole at level 3 (at least one). */
const LAST_LINES_SHARE = 1 / 3;

/**
 * Which characters a drill at `level` hides, from each line's token classes (`lineClasses`).
 * Each level hides a superset of the one below, and the same characters at every review (a
 * pure function of the lines and the level). Spaces and comments are never hidden: comments
 * are the cues, and spaces keep the shape of the line.
 *
 * - 0: nothing (copy the code);
 * - 1: keywords;
 * - 2: also the names of calls and types: a name followed by `(` (after spaces), or starting
 *   with a capital letter;
 * - 3: also the last third of each paragraph's lines (a paragraph is a run of non-blank
 *   lines), at least its last line;
 * - 4: everything.
 */
export function levelHides(
  lines: readonly string[],
  classes: readonly (readonly TokenClass[])[],
  level: RecallLevel,
): (target: Target) => boolean {
  const lastLines = level >= 3 ? paragraphEnds(lines) : new Set<number>();
  return ({ char, line, column }) => {
    const tokenClass = classes[line]?.[column];
    if (char === ' ' || char === '\n' || tokenClass === 'comment' || level === 0) return false;
    if (level === 4 || lastLines.has(line) || tokenClass === 'keyword') return true;
    return (
      level >= 2 &&
      tokenClass === 'identifier' &&
      isCallOrTypeName(lines[line]!, classes[line]!, column)
    );
  };
}

/** Whether the name at `column` names a call (a `(` follows it) or a type (a capital). */
function isCallOrTypeName(line: string, classes: readonly TokenClass[], column: number): boolean {
  let start = column;
  while (start > 0 && classes[start - 1] === 'identifier') start -= 1;
  if (/^\p{Lu}/u.test(line[start]!)) return true;
  let end = column;
  while (classes[end] === 'identifier') end += 1;
  while (line[end] === ' ') end += 1;
  return line[end] === '(';
}

/** The lines hidden whole at level 3: the last third of each paragraph of non-blank lines. */
function paragraphEnds(lines: readonly string[]): Set<number> {
  const ends = new Set<number>();
  let paragraph: number[] = [];
  const close = () => {
    if (paragraph.length === 0) return;
    const count = Math.max(1, Math.floor(paragraph.length * LAST_LINES_SHARE));
    for (const line of paragraph.slice(-count)) ends.add(line);
    paragraph = [];
  };
  lines.forEach((text, line) => {
    if (text.trim() === '') close();
    else paragraph.push(line);
  });
  close();
  return ends;
}
