import {
  createDrillState,
  drillReducer,
  type DrillAction,
  type DrillRules,
  type DrillState,
} from '@/utils/drill/reducer';
import type { Target } from '@/utils/drill/targets';
import { createStore } from '@/utils/store';

/**
 * A drill's state behind a subscription. The state lives here once: the drill painter draws
 * every change on the lines, and React subscribes only to whether the drill has started or
 * finished, so a keystroke renders nothing.
 */
export type DrillStore = {
  getState: () => DrillState;
  /** Applies an action; returns the new state when this action finished the drill. */
  dispatch: (action: DrillAction) => DrillState | null;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
};

/** A store over a fresh drill of these targets, under these rules. */
export function createDrillStore(targets: readonly Target[], rules?: DrillRules): DrillStore {
  const store = createStore(createDrillState(targets, rules));
  return {
    getState: store.get,
    dispatch: (action) => {
      const previous = store.get();
      const state = drillReducer(previous, action);
      store.set(state);
      return state.finishedAt !== null && previous.finishedAt === null ? state : null;
    },
    subscribe: store.subscribe,
  };
}
