import { memo, type ReactNode } from 'react';
import { LineBreak } from '@/components/code/LineBreak';
import { tokenStyle } from '@/components/code/tokenStyle';
import type { Token, TokenStyle } from '@/data/types';
import { charState, type CharState, type LineView } from '@/utils/practiceLines';

type PracticeLineProps = LineView & {
  tokens: readonly Token[];
  palette: readonly TokenStyle[];
  /** Recall mode: characters not typed (nor revealed) are not shown. */
  recall: boolean;
  /** Whether a line follows, so the text reads as the lines joined by newlines. */
  newline: boolean;
};

/** One letter per character state, so a token's states compare as one string. */
const CODE: Readonly<Record<CharState, string>> = {
  typed: 't',
  error: 'e',
  revealed: 'r',
  pending: 'p',
  hidden: 'h',
};
/** The class of a character in each state; a pending character needs none. */
const CLASS: Readonly<Record<string, string | undefined>> = {
  t: 'typed',
  e: 'error',
  r: 'revealed',
};

type PracticeTokenProps = {
  text: string;
  style: TokenStyle;
  /** Each character's state, as CODE letters. */
  states: string;
  /** The offset of the character the caret goes before, or -1. */
  next: number;
};

/**
 * One highlighted token, each character its own span. Memoised: a keystroke re-renders the
 * one token it changes, flipping one span's class and moving one `data-next` mark.
 */
const PracticeToken = memo(function PracticeToken({
  text,
  style,
  states,
  next,
}: PracticeTokenProps) {
  const chars: ReactNode[] = [];
  for (let offset = 0; offset < text.length; offset += 1) {
    const mark = offset === next ? '' : undefined;
    // A hidden character (recall mode) is left out of the text; only the caret's mark stays.
    if (states[offset] === 'h') {
      if (mark !== undefined) chars.push(<span key={offset} data-next="" />);
      continue;
    }
    chars.push(
      <span key={offset} className={CLASS[states[offset]!]} data-next={mark}>
        {text[offset]}
      </span>,
    );
  }
  return (
    <span className="token" style={tokenStyle(style)}>
      {chars}
    </span>
  );
});

/**
 * One line of the drill: syntax colours kept, typed characters underlined, errors marked,
 * and a `data-next` mark where the caret goes (TypingSurface moves the caret there).
 * Memoised: a keystroke re-renders only the lines whose marks or caret change.
 */
export const PracticeLine = memo(function PracticeLine(props: PracticeLineProps) {
  const { tokens, palette, indent, caret, recall } = props;
  const caretColumn = caret >= 0 ? indent + caret : -1;
  let column = 0;
  const parts: ReactNode[] = tokens.map(([text, style], tokenIndex) => {
    const start = column;
    let states = '';
    for (let offset = 0; offset < text.length; offset += 1) {
      states += CODE[charState(props, recall, start + offset)];
    }
    column += text.length;
    const next = caretColumn >= start && caretColumn < column ? caretColumn - start : -1;
    return (
      <PracticeToken
        key={tokenIndex}
        text={text}
        style={palette[style]!}
        states={states}
        next={next}
      />
    );
  });
  if (props.endsWithEnter && props.marks[props.length - 1] === 'e') {
    parts.push(<span key="enter" className="enter-mark" title="wrong key at the line end" />);
  }
  // The line end (its Enter, or the end of the drill) is where the caret goes after the text.
  if (caretColumn >= column) parts.push(<span key="end" data-next="" />);
  return (
    <span className={caret >= 0 ? 'code-line current-line' : 'code-line'}>
      {parts}
      {props.newline ? <LineBreak /> : null}
    </span>
  );
});
