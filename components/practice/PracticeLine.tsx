import { memo, type ReactNode } from 'react';
import { LineBreak } from '@/components/code/LineBreak';
import { tokenStyle } from '@/components/code/tokenStyle';
import type { Token, TokenStyle } from '@/data/types';

type PracticeLineProps = {
  tokens: readonly Token[];
  palette: readonly TokenStyle[];
  /** Width of the line's indentation, which is never typed (nor hidden). */
  indent: number;
  /** Recall mode: the line starts with only its indentation shown. */
  recall: boolean;
  /** Whether the line is typed with an Enter at its end, which a wrong key there marks. */
  endsWithEnter: boolean;
  /** Whether a line follows, so the text reads as the lines joined by newlines. */
  newline: boolean;
};

/**
 * One line of the drill as it stands before the first key: syntax colours, each character
 * its own span, an Enter mark (hidden until a wrong key lands there) and an empty span at the
 * line end. It renders once; from then on the drill painter draws the keystrokes on it.
 */
export const PracticeLine = memo(function PracticeLine(props: PracticeLineProps) {
  const { tokens, palette, indent, recall, endsWithEnter, newline } = props;
  let column = 0;
  const parts: ReactNode[] = tokens.map(([text, style], tokenIndex) => {
    const chars: ReactNode[] = [];
    for (let offset = 0; offset < text.length; offset += 1, column += 1) {
      // In recall mode a character is left out of the text until it is typed or revealed.
      chars.push(<span key={offset}>{recall && column >= indent ? null : text[offset]}</span>);
    }
    return (
      <span key={tokenIndex} className="token" style={tokenStyle(palette[style]!)}>
        {chars}
      </span>
    );
  });
  return (
    <span className="code-line">
      {parts}
      {endsWithEnter ? (
        <span className="enter-mark" title="wrong key at the line end" hidden />
      ) : null}
      <span className="line-end" />
      {newline ? <LineBreak /> : null}
    </span>
  );
});
