import { memo, type ReactNode } from 'react';
import { LineBreak } from '@/components/code/LineBreak';
import { tokenStyle } from '@/components/code/tokenStyle';
import type { Token, TokenStyle } from '@/data/types';

type PracticeLineProps = {
  tokens: readonly Token[];
  palette: readonly TokenStyle[];
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
  /** Recall mode: characters not typed (nor revealed) are not shown. */
  recall: boolean;
  /** In recall mode, how many characters past the typed ones a hint reveals. */
  revealed: number;
  /** Whether a line follows, so the text reads as the lines joined by newlines. */
  newline: boolean;
};

type CharState = 'typed' | 'error' | 'pending' | 'revealed' | 'hidden';

function charState(props: PracticeLineProps, column: number): CharState {
  const offset = column - props.indent;
  if (offset < 0) return 'pending';
  const mark = props.marks[offset];
  if (mark === 'c') return 'typed';
  if (mark === 'e') return 'error';
  if (!props.recall) return 'pending';
  return offset < props.marks.length + props.revealed ? 'revealed' : 'hidden';
}

const Caret = () => <span className="caret" data-caret="" aria-hidden="true" />;

/**
 * One line of the drill: syntax colours kept, typed characters underlined, errors marked,
 * the caret before the next character. Memoised: a keystroke re-renders only the lines
 * whose marks or caret change.
 */
export const PracticeLine = memo(function PracticeLine(props: PracticeLineProps) {
  const { tokens, palette, indent, caret } = props;
  const parts: ReactNode[] = [];
  const caretColumn = caret >= 0 ? indent + caret : -1;
  let column = 0;
  tokens.forEach(([text, style], tokenIndex) => {
    let runStart = 0;
    let runState = charState(props, column);
    const flush = (end: number) => {
      if (end > runStart && runState !== 'hidden') {
        parts.push(
          <span
            key={`${tokenIndex}:${runStart}`}
            className={`token ${runState}`}
            style={tokenStyle(palette[style]!)}
          >
            {text.slice(runStart, end)}
          </span>,
        );
      }
    };
    for (let i = 0; i < text.length; i += 1) {
      const at = column + i;
      const state = charState(props, at);
      if (at === caretColumn || state !== runState) {
        flush(i);
        runStart = i;
        runState = state;
        if (at === caretColumn) parts.push(<Caret key="caret" />);
      }
    }
    flush(text.length);
    column += text.length;
  });
  const enterOffset = props.length - 1;
  if (props.endsWithEnter && props.marks[enterOffset] === 'e') {
    parts.push(<span key="enter" className="enter-mark" title="wrong key at the line end" />);
  }
  if (caretColumn >= column) parts.push(<Caret key="caret" />);
  return (
    <span className="code-line">
      {parts}
      {props.newline ? <LineBreak /> : null}
    </span>
  );
});
