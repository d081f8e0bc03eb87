import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import { caretPreference, codeSizePreference } from '@/adapters/pagePreferences';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { usePreference } from '@/hooks/usePreference';
import { drillKey, type DrillCommand } from '@/utils/drill/keys';
import { createDrillState, type DrillAction, type DrillState } from '@/utils/drill/reducer';
import type { DrillStore } from '@/utils/drill/store';
import type { DrillText } from '@/utils/drill/targets';
import { createDrillPainter } from './drillPainter';
import { DrillLine } from './DrillLine';

type TypingSurfaceProps = {
  topic: HighlightedTopic;
  palette: readonly TokenStyle[];
  text: DrillText;
  store: DrillStore;
  onAction: (action: DrillAction) => void;
  onCommand: (command: DrillCommand) => void;
  recall: boolean;
  blinking: boolean;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  /** Focus left the surface. */
  onBlur: () => void;
  /** Whether the surface takes focus when shown: the new tab's does, the welcome page's not. */
  takeFocus?: boolean;
};

/** How long after the last key the caret starts blinking again. */
const TYPING_PAUSE_MS = 600;

/**
 * The drill: a focused, invisible textarea named Typing practice takes the keys; the code
 * above it shows typed, wrong and pending characters and the caret.
 */
export function TypingSurface(props: TypingSurfaceProps) {
  const { topic, palette, text, store, onAction, onCommand, recall, blinking, inputRef, onBlur } =
    props;
  const { takeFocus = true } = props;
  const surfaceRef = useRef<HTMLDivElement>(null);
  const caretRef = useRef<HTMLSpanElement>(null);
  const pauseTimer = useRef<number | undefined>(undefined);
  const lastKey = useRef(0);
  const codeRef = useRef<HTMLPreElement>(null);
  const progressRef = useRef<HTMLDivElement>(null);
  /** The state the lines show, so a painter started again draws from there. */
  const shown = useRef<DrillState | null>(null);
  // Settings Code size and Caret, followed live (another page's change too).
  const codeSize = usePreference(codeSizePreference());
  const caretShape = usePreference(caretPreference());

  // Each change of the drill is drawn on the lines as it happens, outside React: a keystroke
  // renders nothing.
  useLayoutEffect(() => {
    const [code, caret, progress] = [codeRef.current, caretRef.current, progressRef.current];
    if (!code || !caret || !progress) return;
    const paint = createDrillPainter({ code, caret, progress }, text);
    const repaint = () => {
      const state = store.getState();
      paint(shown.current ?? createDrillState(text.targets), state);
      shown.current = state;
    };
    repaint();
    return store.subscribe(repaint);
    // A new code size moves every character: the painter starts again to place the caret.
  }, [store, text, codeSize]);

  useEffect(() => () => window.clearTimeout(pauseTimer.current), []);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Keys that compose a character (an IME, a dead key) are the input method's: what they
    // make arrives whole at the composition's end.
    if (event.nativeEvent.isComposing || event.key === 'Process') return;
    const result = drillKey(event, performance.now());
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
      // A key of two UTF-16 units (an emoji) types both: the code's targets are units.
      const { action } = result;
      if (action.type === 'type' && action.char.length > 1) {
        for (const char of action.char.split('')) onAction({ ...action, char });
      } else onAction(action);
    }
  };

  return (
    // A click anywhere on the code puts the keys back in the drill's text box, which is the
    // control a keyboard reaches; the surface itself is not a control.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div
      ref={surfaceRef}
      className={`typing-surface${blinking ? ' blinking' : ''}${recall ? ' recall' : ''}`}
      data-code-size={codeSize}
      data-caret-shape={caretShape}
      onClick={() => inputRef.current?.focus()}
    >
      <textarea
        ref={inputRef}
        className="typing-input"
        aria-label="Typing practice"
        aria-describedby="practice-hint"
        // The new tab opens to type: its one purpose (docs/guide.md, "The new tab").
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={takeFocus}
        autoCapitalize="off"
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        value=""
        onChange={() => {}}
        onKeyDown={onKeyDown}
        onCompositionEnd={(event) => {
          // What an input method composed is typed as if its keys had been: each character
          // compared with the code, as a key is.
          const time = performance.now();
          for (const char of event.data.split('')) onAction({ type: 'type', char, time });
          event.currentTarget.value = '';
        }}
        onBlur={onBlur}
      />
      <div
        ref={progressRef}
        className="drill-progress"
        role="progressbar"
        aria-label="Drill progress"
        aria-valuemin={0}
        aria-valuemax={text.targets.length}
        aria-valuenow={0}
      >
        <span />
      </div>
      <pre ref={codeRef} className="code-view" role="region" aria-label="Snippet code" tabIndex={0}>
        <span ref={caretRef} className="caret" data-caret="" aria-hidden="true" />
        <code>
          {topic.tokens.map((tokens, index) => (
            <DrillLine
              key={index}
              tokens={tokens}
              palette={palette}
              text={text}
              row={index}
              newline={index < topic.tokens.length - 1}
            />
          ))}
        </code>
      </pre>
    </div>
  );
}
