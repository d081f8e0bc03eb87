import { useMemo, useSyncExternalStore } from 'react';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { autoClosePairs } from '@/utils/drill/recall/autoClose';
import type { RecallLevel } from '@/utils/drill/recall/levels';
import { topicDrillText } from '@/utils/drill/recallCues';
import { targetClasses } from '@/utils/highlight/tokenClasses';
import type { DrillState, WrongKeyRule } from '@/utils/drill/reducer';
import { createDrillStore, type DrillStore } from '@/utils/drill/store';
import type { DrillText } from '@/utils/drill/targets';

/** How a drill takes keys: Auto-close brackets, On a wrong key, Type comments. */
type DrillInput = { autoClose: boolean; onWrongKey: WrongKeyRule; typeComments: boolean };

type DrillHandle = {
  text: DrillText;
  store: DrillStore;
  /** Whether the first key has been typed. */
  started: boolean;
  /** Whether Esc has paused the clock (until the next key). */
  paused: boolean;
  /** The drill's final state once it is finished, else null. */
  finished: DrillState | null;
};

/**
 * A typing drill over one topic, with its cues (comments given unless `typeComments`, what
 * the level hides hidden), auto-closing brackets when `autoClose`, and a wrong key handled by
 * `onWrongKey`; a change of any of them starts the drill again. The caller re-renders when
 * the drill starts, pauses, finishes or restarts, never on an ordinary keystroke: the drill
 * painter, subscribed to the store, draws those.
 */
export function useDrill(
  topic: HighlightedTopic,
  palette: readonly TokenStyle[],
  level: RecallLevel,
  { autoClose, onWrongKey, typeComments }: DrillInput,
): DrillHandle {
  const text = useMemo(
    () => topicDrillText(topic, palette, level, typeComments),
    [topic, palette, level, typeComments],
  );
  const store = useMemo(() => {
    const { hidden } = text;
    if (!autoClose) return createDrillStore(text.targets, { hidden, onWrongKey });
    const classes = targetClasses(topic.tokens, palette, text.targets);
    const closers = autoClosePairs(text.targets, classes);
    return createDrillStore(text.targets, { closers, hidden, onWrongKey });
  }, [text, autoClose, onWrongKey, topic, palette]);
  const started = useSyncExternalStore(store.subscribe, () => store.getState().startedAt !== null);
  const paused = useSyncExternalStore(store.subscribe, () => store.getState().pausedAt !== null);
  const finished = useSyncExternalStore(store.subscribe, () => {
    const state = store.getState();
    return state.finishedAt === null ? null : state;
  });
  return { text, store, started, paused, finished };
}
