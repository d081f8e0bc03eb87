import { useMemo, useSyncExternalStore } from 'react';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { autoClosePairs } from '@/utils/drill/recall/autoClose';
import type { RecallLevel } from '@/utils/drill/recall/levels';
import { recallCues } from '@/utils/drill/recallCues';
import { lineClasses, targetClasses } from '@/utils/highlight/tokenClasses';
import type { DrillState } from '@/utils/drill/reducer';
import { createDrillStore, type DrillStore } from '@/utils/drill/store';
import { buildDrillText, type DrillText } from '@/utils/drill/targets';

type DrillHandle = {
  text: DrillText;
  store: DrillStore;
  /** Whether the first key has been typed. */
  started: boolean;
  /** The drill's final state once it is finished, else null. */
  finished: DrillState | null;
};

/**
 * A typing drill over one topic, with recall's cues (comments given, what the level hides
 * hidden) at level 1 or more, and auto-closing brackets when `autoClose`; remount (key) it
 * to start another topic or level. The caller
 * re-renders when the drill starts, finishes or restarts, never on an ordinary keystroke:
 * the drill painter, subscribed to the store, draws those.
 */
export function useDrill(
  topic: HighlightedTopic,
  palette: readonly TokenStyle[],
  level: RecallLevel,
  autoClose = false,
): DrillHandle {
  const text = useMemo(() => {
    if (level === 0) return buildDrillText(topic.lines);
    const classes = topic.tokens.map((tokens) => lineClasses(tokens, palette));
    return buildDrillText(topic.lines, recallCues(topic.lines, classes, level));
  }, [topic, palette, level]);
  const store = useMemo(() => {
    if (!autoClose) return createDrillStore(text.targets);
    const classes = targetClasses(topic.tokens, palette, text.targets);
    return createDrillStore(text.targets, autoClosePairs(text.targets, classes));
  }, [text, autoClose, topic, palette]);
  const started = useSyncExternalStore(store.subscribe, () => store.getState().startedAt !== null);
  const finished = useSyncExternalStore(store.subscribe, () => {
    const state = store.getState();
    return state.finishedAt === null ? null : state;
  });
  return { text, store, started, finished };
}
