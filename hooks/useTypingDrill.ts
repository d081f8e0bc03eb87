import { useMemo, useSyncExternalStore } from 'react';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { autoClosePairs } from '@/utils/recall/autoClose';
import type { RecallLevel } from '@/utils/recall/levels';
import { recallCues } from '@/utils/recallCues';
import { lineClasses, targetClasses } from '@/utils/tokenClasses';
import type { TypingState } from '@/utils/typing';
import { createTypingStore, type TypingStore } from '@/utils/typingStore';
import { buildTypingText, type TypingText } from '@/utils/typingTargets';

type TypingDrill = {
  text: TypingText;
  store: TypingStore;
  /** Whether the first key has been typed. */
  started: boolean;
  /** The drill's final state once it is finished, else null. */
  finished: TypingState | null;
};

/**
 * A typing drill over one topic, with recall's cues (comments given, what the level hides
 * hidden) at level 1 or more, and auto-closing brackets when `autoClose`; remount (key) it
 * to start another topic or level. The caller
 * re-renders when the drill starts, finishes or restarts, never on an ordinary keystroke:
 * the drill painter, subscribed to the store, draws those.
 */
export function useTypingDrill(
  topic: HighlightedTopic,
  palette: readonly TokenStyle[],
  level: RecallLevel,
  autoClose = false,
): TypingDrill {
  const text = useMemo(() => {
    if (level === 0) return buildTypingText(topic.lines);
    const classes = topic.tokens.map((tokens) => lineClasses(tokens, palette));
    return buildTypingText(topic.lines, recallCues(topic.lines, classes, level));
  }, [topic, palette, level]);
  const store = useMemo(() => {
    if (!autoClose) return createTypingStore(text.targets);
    const classes = targetClasses(topic.tokens, palette, text.targets);
    return createTypingStore(text.targets, autoClosePairs(text.targets, classes));
  }, [text, autoClose, topic, palette]);
  const started = useSyncExternalStore(store.subscribe, () => store.getState().startedAt !== null);
  const finished = useSyncExternalStore(store.subscribe, () => {
    const state = store.getState();
    return state.finishedAt === null ? null : state;
  });
  return { text, store, started, finished };
}
