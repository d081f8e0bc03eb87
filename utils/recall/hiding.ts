import type { TokenClass } from '@/utils/tokenClasses';
import type { TypingText } from '@/utils/typingTargets';
import type { RecallLevel } from './levels';

/** The share of a paragraph's lines, from its end, hidden whole at level 3 (at least one). */
const LAST_LINES_SHARE = 1 / 3;

/**
 * Which targets a drill at `level` hides (1 hidden, 0 shown), from the targets' token classes.
 * Comments stay visible below level 4: they are the cues. Each level hides a superset of the
 * one below, and the same targets at every review (a pure function of the text and level):
 *
 * - 1: keywords;
 * - 2: also the names of calls and types: an identifier followed by `(` (after spaces), or
 *   starting with a capital letter;
 * - 3: also the last third of each paragraph's lines (a paragraph is a run of non-blank
 *   lines), at least its last line, all but their comments;
 * - 4: every target.
 *
 * Line ends (Enter) are never hidden below level 4: the line structure stays visible.
 */
export function hiddenTargets(
  text: TypingText,
  classes: readonly TokenClass[],
  level: RecallLevel,
): Uint8Array {
  const { targets } = text;
  const hidden = new Uint8Array(targets.length);
  if (level === 0) return hidden;
  if (level === 4) return hidden.fill(1);
  const lastLines = level >= 3 ? paragraphEnds(text) : new Set<number>();
  for (let index = 0; index < targets.length; index += 1) {
    const target = targets[index]!;
    const tokenClass = classes[index];
    if (target.char === '\n' || tokenClass === 'comment') continue;
    if (lastLines.has(target.line)) hidden[index] = 1;
    else if (tokenClass === 'keyword') hidden[index] = 1;
    else if (level >= 2 && tokenClass === 'identifier') {
      hidden[index] = isCallOrTypeName(text, classes, index) ? 1 : 0;
    }
  }
  return hidden;
}

/** Whether the identifier at `index` names a call (a `(` follows it) or a type (a capital). */
function isCallOrTypeName(
  { targets }: TypingText,
  classes: readonly TokenClass[],
  index: number,
): boolean {
  let start = index;
  while (start > 0 && classes[start - 1] === 'identifier' && targets[start - 1]!.char !== '\n') {
    start -= 1;
  }
  let end = index;
  while (classes[end] === 'identifier' && targets[end]!.char !== '\n') end += 1;
  if (/^\p{Lu}/u.test(targets[start]!.char)) return true;
  while (targets[end]?.char === ' ') end += 1;
  return targets[end]?.char === '(';
}

/** The lines hidden whole at level 3: the last third of each paragraph of typed lines. */
function paragraphEnds({ spans }: TypingText): Set<number> {
  const ends = new Set<number>();
  let paragraph: number[] = [];
  const close = () => {
    const count = Math.max(1, Math.floor(paragraph.length * LAST_LINES_SHARE));
    for (const line of paragraph.slice(-count)) ends.add(line);
    paragraph = [];
  };
  spans.forEach((span, line) => {
    if (span.start === span.end) {
      if (paragraph.length > 0) close();
    } else paragraph.push(line);
  });
  if (paragraph.length > 0) close();
  return ends;
}
