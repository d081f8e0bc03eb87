import type { TypingState } from '@/utils/typing';
import type { TypingText } from '@/utils/typingTargets';

/** What one line of the drill shows, computed from the drill's state. */
export type LineView = {
  /** Width of the untyped indentation. */
  indent: number;
  /** 'c'/'e' for each typed character of this line, its line end included. */
  marks: string;
  /** Characters this line types, its line end included. */
  length: number;
  /** Whether the last typed character of the line is its line end. */
  endsWithEnter: boolean;
  /** Caret offset within the line's typed characters, or -1 when it is elsewhere. */
  caret: number;
  /** In recall mode, how many characters past the typed ones a hint reveals. */
  revealed: number;
};

/** How one character of a line shows. */
export type CharState = 'typed' | 'error' | 'pending' | 'revealed' | 'hidden';

/** The view of line `row`: its marks, and the caret when it is on this line. */
export function lineView(text: TypingText, state: TypingState, row: number): LineView {
  const span = text.spans[row]!;
  const caret = state.marks.length;
  const length = span.end - span.start;
  const onLine = caret >= span.start && caret < span.end;
  const atEnd = caret === text.targets.length && span.end === caret && length > 0;
  return {
    indent: span.indent.length,
    marks: state.marks.slice(span.start, Math.min(span.end, caret)),
    length,
    endsWithEnter: text.targets[span.end - 1]?.char === '\n',
    caret: onLine || atEnd ? caret - span.start : -1,
    revealed: onLine ? Math.max(0, state.revealedUntil - caret) : 0,
  };
}

/** How the character at `column` of a line shows; recall mode hides what is not typed. */
export function charState(line: LineView, recall: boolean, column: number): CharState {
  const offset = column - line.indent;
  if (offset < 0) return 'pending';
  const mark = line.marks[offset];
  if (mark === 'c') return 'typed';
  if (mark === 'e') return 'error';
  if (!recall) return 'pending';
  return offset < line.marks.length + line.revealed ? 'revealed' : 'hidden';
}

/** The row the caret is on (the last row once everything is typed). */
export function caretRow(text: TypingText, state: TypingState): number {
  return text.targets[Math.min(state.marks.length, text.targets.length - 1)]?.line ?? 0;
}
