import { useLayoutEffect, useMemo, useReducer, useRef, type RefObject } from 'react';
import type { HighlightedGroup } from '@/data/types';
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
  dispatch: (action: TypingAction) => void;
};

/** A typing drill over one group; remount (key) it to start another group. */
export function useTypingDrill(group: HighlightedGroup): TypingDrill {
  const text = useMemo(() => buildTypingText(group.snippets), [group]);
  const [state, dispatch] = useReducer(typingReducer, text.targets, createTypingState);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  return { text, state, stateRef, dispatch };
}
