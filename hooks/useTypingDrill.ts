import { useCallback, useMemo, useRef, useState, type RefObject } from 'react';
import type { HighlightedTopic } from '@/data/types';
import {
  createTypingState,
  typingReducer,
  type TypingAction,
  type TypingState,
} from '@/utils/typing';
import { buildTypingText, type TypingText } from '@/utils/typingTargets';

type TypingDrill = {
  text: TypingText;
  state: TypingState;
  /** The latest state, for readers on a timer that must not re-render per keystroke. */
  stateRef: RefObject<TypingState>;
  /** Applies an action; returns the new state when this action finished the drill. */
  dispatch: (action: TypingAction) => TypingState | null;
};

/**
 * A typing drill over one topic; remount (key) it to start another topic. The reducer runs
 * in the event that sends the action, so the caller learns there that the drill finished.
 */
export function useTypingDrill(topic: HighlightedTopic): TypingDrill {
  const text = useMemo(() => buildTypingText(topic.snippets), [topic]);
  const [state, setState] = useState(() => createTypingState(text.targets));
  const stateRef = useRef(state);

  const dispatch = useCallback((action: TypingAction) => {
    const previous = stateRef.current;
    const next = typingReducer(previous, action);
    if (next === previous) return null;
    stateRef.current = next;
    setState(next);
    return next.finishedAt !== null && previous.finishedAt === null ? next : null;
  }, []);

  return { text, state, stateRef, dispatch };
}
