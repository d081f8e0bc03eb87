import { memo, type ReactNode } from 'react';
import { LineBreak } from '@/components/code/LineBreak';
import { lineIndent } from '@/components/code/lineIndent';
import { tokenStyle } from '@/components/code/tokenStyle';
import type { Token, TokenStyle } from '@/data/types';
import type { DrillText } from '@/utils/drill/targets';

type DrillLineProps = {
  tokens: readonly Token[];
  palette: readonly TokenStyle[];
  /** The drill's text: this line's span of targets, which of them start hidden. */
  text: DrillText;
  row: number;
  /** Whether a line follows, so the text reads as the lines joined by newlines. */
  newline: boolean;
};

/**
 * One line of the drill as it stands before the first key: syntax colours, each character
 * its own span (a hidden one drawn as a blank box and left out of what a screen reader reads,
 * a given one, a recall cue, marked `given`), an Enter mark
 * (hidden until a wrong key lands there) and an empty span at the line end. It renders once;
 * from then on the drill painter draws the keystrokes on it.
 */
export const DrillLine = memo(function DrillLine(props: DrillLineProps) {
  const { tokens, palette, text, row, newline } = props;
  const { start, end, givenFrom } = text.spans[row]!;
  const hidden = new Set<number>();
  for (let index = start; index < end; index += 1) {
    if (text.hidden[index]) hidden.add(text.targets[index]!.column);
  }
  let column = 0;
  const parts: ReactNode[] = tokens.map(([chunk, style], tokenIndex) => {
    const chars: ReactNode[] = [];
    for (let offset = 0; offset < chunk.length; offset += 1, column += 1) {
      // A character of two UTF-16 units (an emoji) is two targets: its first span draws it
      // whole, its second is empty, so neither half shows alone.
      const unit = chunk.charCodeAt(offset);
      const glyph =
        unit >= 0xd800 && unit <= 0xdbff
          ? chunk.slice(offset, offset + 2)
          : unit >= 0xdc00 && unit <= 0xdfff
            ? ''
            : chunk[offset];
      chars.push(
        hidden.has(column) ? (
          <span key={offset} className="hidden" aria-hidden="true">
            {glyph}
          </span>
        ) : (
          <span key={offset} className={column >= givenFrom ? 'given' : undefined}>
            {glyph}
          </span>
        ),
      );
    }
    return (
      <span key={tokenIndex} className="token" style={tokenStyle(palette[style]!)}>
        {chars}
      </span>
    );
  });
  // A line with text and nothing to type is a prompt (a comment, in recall mode).
  const prompt = end === start && tokens.some(([chunk]) => chunk.trim() !== '');
  return (
    <span className={prompt ? 'code-line prompt' : 'code-line'} style={lineIndent(tokens)}>
      {parts}
      {end > start && text.targets[end - 1]!.char === '\n' ? (
        <span className="enter-mark" title="wrong key at the line end" hidden />
      ) : null}
      <span className="line-end" />
      {newline ? <LineBreak /> : null}
    </span>
  );
});
