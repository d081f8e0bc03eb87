import { levelHides } from '@/utils/drill/recall/hiding';
import type { RecallLevel } from '@/utils/drill/recall/levels';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { lineClasses, type TokenClass } from '@/utils/highlight/tokenClasses';
import { buildDrillText, type Cues, type DrillText } from '@/utils/drill/targets';

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
 * A drill's cues, one rule each, so a later rule (hide only some classes) changes one
 * function:
 * - comments are prompts: a comment line, or the comment after a line's code, is shown and
 *   not typed, as indentation is (nobody recalls English word for word; it says what the
 *   code below does), unless the setting **Type comments** is on;
 * - what the recall level hides (utils/drill/recall/hiding.ts) starts hidden, each character
 *   keeping its width: at level 4, everything but the spaces, so a hidden line shows its
 *   words' shape, `____ _ = _;`. At level 0 nothing is hidden.
 */
export function recallCues(
  lines: readonly string[],
  classes: readonly (readonly TokenClass[])[],
  level: RecallLevel = 4,
  typeComments = false,
): Cues {
  return {
    typedEnds: lines.map((line, row) =>
      typeComments ? line.length : commentTailStart(line, classes[row] ?? []),
    ),
    hides: levelHides(lines, classes, level),
  };
}

/**
 * What a drill of a highlighted topic types and hides, as the new tab builds it: its cues
 * read off the tokens' classes.
 */
export function topicDrillText(
  topic: HighlightedTopic,
  palette: readonly TokenStyle[],
  level: RecallLevel = 0,
  typeComments = false,
): DrillText {
  const classes = topic.tokens.map((tokens) => lineClasses(tokens, palette));
  return buildDrillText(topic.lines, recallCues(topic.lines, classes, level, typeComments));
}

/** The exact keys that complete a drill of a highlighted topic ('\n' is Enter). */
export const topicKeys = (...args: Parameters<typeof topicDrillText>) =>
  topicDrillText(...args)
    .targets.map((target) => target.char)
    .join('');
