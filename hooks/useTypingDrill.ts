import { useMemo, useSyncExternalStore } from 'react';
import type { HighlightedTopic } from '@/data/types';
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
 * A typing drill over one topic; remount (key) it to start another topic. The caller
 * re-renders when the drill starts, finishes or restarts, never on an ordinary keystroke:
 * the drill painter, subscribed to the store, draws those.
 */
export function useTypingDrill(topic: HighlightedTopic): TypingDrill {
  const text = useMemo(() => buildTypingText(topic.lines), [topic]);
  const store = useMemo(() => createTypingStore(text.targets), [text]);
  const started = useSyncExternalStore(store.subscribe, () => store.getState().startedAt !== null);
  const finished = useSyncExternalStore(store.subscribe, () => {
    const state = store.getState();
    return state.finishedAt === null ? null : state;
  });
  return { text, store, started, finished };
}
