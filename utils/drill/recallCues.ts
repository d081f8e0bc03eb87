import { levelHides } from '@/utils/drill/recall/hiding';
import type { RecallLevel } from '@/utils/drill/recall/levels';
import type { TokenClass } from '@/utils/highlight/tokenClasses';
import type { Cues } from '@/utils/drill/targets';

/**
 * The column where a line's code ends and its comment tail begins: a comment after the code
 * (`x = 1  # the count`) and the spaces before it. A line of comments only gives its whole
 * text (0); a line with no trailing comment gives its length. `classes` holds the class of
 * each character of the line, as `lineClasses` reads them off the tokens.
 */
export function commentTailStart(line: string, classes: readonly TokenClass[]): number {
  let end = line.length;
  while (end > 0 && (/\s/.test(line[end - 1]!) || classes[end - 1] === 'comment')) end -= 1;
  return end;
}

/**
 * Recall mode's cues, one rule each, so a later rule (hide only some classes) changes one
 * function:
 * - comments are prompts: a comment line, or the comment after a line's code, is shown and
 *   not typed, as indentation is (nobody recalls English word for word; it says what the
 *   code below does);
 * - what the recall level hides (utils/drill/recall/hiding.ts) starts hidden, each character
 *   keeping its width: at level 4, everything but the spaces, so a hidden line shows its
 *   words' shape, `____ _ = _;`.
 */
export function recallCues(
  lines: readonly string[],
  classes: readonly (readonly TokenClass[])[],
  level: RecallLevel = 4,
): Cues {
  return {
    typedEnds: lines.map((line, row) => commentTailStart(line, classes[row] ?? [])),
    hides: levelHides(lines, classes, level),
  };
}
