import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { caretRow, lineView } from '@/utils/practiceLines';
import { practiceKey, type PracticeCommand } from '@/utils/practiceKeys';
import type { TypingAction, TypingState } from '@/utils/typing';
import type { TypingText } from '@/utils/typingTargets';
import { PracticeLine } from './PracticeLine';

type TypingSurfaceProps = {
  topic: HighlightedTopic;
  palette: readonly TokenStyle[];
  text: TypingText;
  state: TypingState;
  onAction: (action: TypingAction) => void;
  onCommand: (command: PracticeCommand) => void;
  recall: boolean;
  blinking: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Focus left the surface. */
  onBlur: () => void;
};

/** How long after the last key the caret starts blinking again. */
const TYPING_PAUSE_MS = 600;

/**
 * The drill: a focused, invisible textarea named Typing practice takes the keys; the code
 * above it shows typed, wrong and pending characters and the caret.
 */
export function TypingSurface(props: TypingSurfaceProps) {
  const { topic, palette, text, state, onAction, onCommand, recall, blinking, inputRef, onBlur } =
    props;
  const surfaceRef = useRef<HTMLDivElement>(null);
  const codeRef = useRef<HTMLPreElement>(null);
  const caretRef = useRef<HTMLSpanElement>(null);
  const pauseTimer = useRef<number | undefined>(undefined);
  const lastKey = useRef(0);
  const row = caretRow(text, state);

  // The caret moves with a transform to where the next character is: no node moves.
  useLayoutEffect(() => {
    // Only the caret's line is searched: the mark is on it.
    const line = codeRef.current?.querySelector('code')?.children[row];
    const next = line?.querySelector<HTMLElement>('[data-next]');
    if (next && caretRef.current) {
      caretRef.current.style.transform = `translate(${next.offsetLeft}px, ${next.offsetTop}px)`;
    }
  });

  useEffect(() => {
    caretRef.current?.scrollIntoView({ block: 'nearest' });
  }, [row]);

  useEffect(() => () => window.clearTimeout(pauseTimer.current), []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    const result = practiceKey(event, performance.now());
    if (!result) return;
    event.preventDefault();
    if ('command' in result) {
      onCommand(result.command);
    } else if ('action' in result) {
      // Pause the caret blink while typing, without a re-render: one timer at a time,
      // which looks at the last key's time when it fires, rather than one per key.
      lastKey.current = event.timeStamp;
      if (pauseTimer.current === undefined) {
        surfaceRef.current?.setAttribute('data-typing', '');
        const resumeBlink = () => {
          const wait = lastKey.current + TYPING_PAUSE_MS - performance.now();
          if (wait > 0) {
            pauseTimer.current = window.setTimeout(resumeBlink, wait);
            return;
          }
          pauseTimer.current = undefined;
          surfaceRef.current?.removeAttribute('data-typing');
        };
        pauseTimer.current = window.setTimeout(resumeBlink, TYPING_PAUSE_MS);
      }
      onAction(result.action);
    }
  };

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
        onBlur={onBlur}
      />
      <div
        className="drill-progress"
        role="progressbar"
        aria-label="Drill progress"
        aria-valuemin={0}
        aria-valuemax={text.targets.length}
        aria-valuenow={state.marks.length}
      >
        <span
          style={{ transform: `scaleX(${state.marks.length / Math.max(1, text.targets.length)})` }}
        />
      </div>
      <pre ref={codeRef} className="code-view" role="region" aria-label="Snippet code" tabIndex={0}>
        <span ref={caretRef} className="caret" data-caret="" aria-hidden="true" />
        <code>
          {topic.tokens.map((tokens, index) => (
            <PracticeLine
              key={index}
              {...lineView(text, state, index)}
              tokens={tokens}
              palette={palette}
              recall={recall}
              newline={index < topic.tokens.length - 1}
            />
          ))}
        </code>
      </pre>
    </div>
  );
}
