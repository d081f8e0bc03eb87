/** One character the user types: a code character, or '\n' for Enter at a line end. */
export type Target = { char: string; line: number; column: number };

/**
 * Where a line's typed characters sit in the target list; blank lines type nothing. What
 * follows `givenFrom` (a recall cue, trailing whitespace) is shown but never typed.
 */
type LineSpan = { start: number; end: number; givenFrom: number };

/**
 * The characters of a snippet in typing order, each line's span of them, and whether each
 * target starts hidden (recall mode).
 */
export type DrillText = {
  targets: readonly Target[];
  spans: readonly LineSpan[];
  hidden: readonly boolean[];
};

/**
 * What a drill gives rather than asks (utils/drill/recallCues.ts makes them): the column where each
 * line's typed part ends, and which targets start hidden. Without cues every line is typed to
 * its last character and nothing is hidden.
 */
export type Cues = {
  typedEnds: readonly number[];
  hides: (target: Target) => boolean;
};

/** The exact key sequence that completes a drill over these lines ('\n' is Enter). */
export function typedSequence(lines: readonly string[], cues?: Cues): string {
  return buildDrillText(lines, cues)
    .targets.map((target) => target.char)
    .join('');
}

/**
 * Builds what is typed from a snippet's lines: leading indentation, trailing whitespace,
 * blank lines and what the cues give are never typed; each typed line but the last ends
 * with an Enter ('\n').
 */
export function buildDrillText(lines: readonly string[], cues?: Cues): DrillText {
  const targets: Target[] = [];
  const spans: LineSpan[] = [];
  const typedEnd = (row: number) =>
    Math.min(lines[row]!.trimEnd().length, cues?.typedEnds[row] ?? Infinity);
  const first = lines.map((line) => line.search(/\S/));
  const lastTyped = lines.findLastIndex(
    (_, row) => first[row]! >= 0 && typedEnd(row) > first[row]!,
  );
  lines.forEach((line, lineIndex) => {
    const start = targets.length;
    const from = first[lineIndex]!;
    const last = typedEnd(lineIndex);
    for (let column = from; from >= 0 && column < last; column += 1) {
      targets.push({ char: line[column]!, line: lineIndex, column });
    }
    if (targets.length > start && lineIndex < lastTyped) {
      targets.push({ char: '\n', line: lineIndex, column: last });
    }
    spans.push({ start, end: targets.length, givenFrom: Math.max(last, from) });
  });
  const hidden = targets.map((target) => target.char !== '\n' && (cues?.hides(target) ?? false));
  return { targets, spans, hidden };
}
