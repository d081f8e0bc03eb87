/** One character the user types: a code character, or '\n' for Enter at a line end. */
export type Target = { char: string; line: number; column: number };

/** Where a line's typed characters sit in the target list; blank lines type nothing. */
export type LineSpan = { start: number; end: number; indent: string };

/** The characters of a snippet in typing order, and each line's span of them. */
export type TypingText = { targets: readonly Target[]; spans: readonly LineSpan[] };

/** The exact key sequence that completes a drill over these lines ('\n' is Enter). */
export function typedSequence(lines: readonly string[]): string {
  return buildTypingText(lines)
    .targets.map((target) => target.char)
    .join('');
}

/**
 * Builds what is typed from a snippet's lines: leading indentation, trailing whitespace and
 * blank lines are never typed; each typed line but the last ends with an Enter ('\n').
 */
export function buildTypingText(lines: readonly string[]): TypingText {
  const targets: Target[] = [];
  const spans: LineSpan[] = [];
  const lastTyped = lines.findLastIndex((line) => line.trim() !== '');
  lines.forEach((line, lineIndex) => {
    const first = line.search(/\S/);
    const start = targets.length;
    if (first >= 0) {
      const last = line.trimEnd().length;
      for (let column = first; column < last; column += 1) {
        targets.push({ char: line[column]!, line: lineIndex, column });
      }
      if (lineIndex < lastTyped) targets.push({ char: '\n', line: lineIndex, column: last });
    }
    spans.push({ start, end: targets.length, indent: first >= 0 ? line.slice(0, first) : '' });
  });
  return { targets, spans };
}
