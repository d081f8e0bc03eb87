import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { HighlightedGroup, TokenStyle } from '@/data/types';
import { practiceKey, type PracticeCommand } from '@/utils/practiceKeys';
import type { TypingAction, TypingState } from '@/utils/typing';
import type { TypingText } from '@/utils/typingTargets';
import { PracticeLine } from './PracticeLine';

type TypingSurfaceProps = {
  group: HighlightedGroup;
  palette: readonly TokenStyle[];
  text: TypingText;
  state: TypingState;
  dispatch: (action: TypingAction) => void;
  onCommand: (command: PracticeCommand) => void;
  recall: boolean;
  blinking: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

const TYPING_PAUSE_MS = 600;

/**
 * The drill: a focused, invisible textarea named Typing practice takes the keys; the code
 * above it shows typed, wrong and pending characters and the caret.
 */
export function TypingSurface(props: TypingSurfaceProps) {
  const { group, palette, text, state, dispatch, onCommand, recall, blinking, inputRef } = props;
  const surfaceRef = useRef<HTMLDivElement>(null);
  const pauseTimer = useRef<number | undefined>(undefined);
  const caret = state.marks.length;
  const caretLine = text.targets[Math.min(caret, text.targets.length - 1)]?.line ?? 0;

  useEffect(() => {
    surfaceRef.current?.querySelector('[data-caret]')?.scrollIntoView({ block: 'nearest' });
  }, [caretLine]);

  useEffect(() => () => window.clearTimeout(pauseTimer.current), []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const result = practiceKey(event, performance.now());
    if (!result) return;
    event.preventDefault();
    if ('command' in result) {
      onCommand(result.command);
    } else if ('action' in result) {
      // Pause the caret blink while typing, without a re-render.
      surfaceRef.current?.setAttribute('data-typing', '');
      window.clearTimeout(pauseTimer.current);
      pauseTimer.current = window.setTimeout(
        () => surfaceRef.current?.removeAttribute('data-typing'),
        TYPING_PAUSE_MS,
      );
      dispatch(result.action);
    }
  };

  const revealed = Math.max(0, state.revealedUntil - caret);
  return (
    <div
      ref={surfaceRef}
      className={`typing-surface${blinking ? ' blinking' : ''}${recall ? ' recall' : ''}`}
      onClick={() => inputRef.current?.focus()}
    >
      <textarea
        ref={inputRef}
        className="typing-input"
        aria-label="Typing practice"
        aria-describedby="practice-hint"
        autoFocus
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        value=""
        onChange={() => {}}
        onKeyDown={onKeyDown}
      />
      <pre className="code-view" role="region" aria-label="Snippet code" tabIndex={0}>
        <code>
          {group.tokens.map((tokens, row) => {
            const span = text.spans[row]!;
            const length = span.end - span.start;
            const onLine = caret >= span.start && caret < span.end;
            const atEnd = caret === text.targets.length && span.end === caret && length > 0;
            return (
              <PracticeLine
                key={row}
                tokens={tokens}
                palette={palette}
                indent={span.indent.length}
                marks={state.marks.slice(span.start, Math.min(span.end, caret))}
                length={length}
                endsWithEnter={text.targets[span.end - 1]?.char === '\n'}
                caret={onLine || atEnd ? caret - span.start : -1}
                recall={recall}
                revealed={onLine ? revealed : 0}
                newline={row < group.tokens.length - 1}
              />
            );
          })}
        </code>
      </pre>
    </div>
  );
}
