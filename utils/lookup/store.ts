import {
  INITIAL_LOOKUP,
  lookupReducer,
  type LookupAction,
  type LookupState,
} from '@/utils/lookup/reducer';
import type { SearchRequest } from '@/utils/lookup/searchMessages';
import { createStore } from '@/utils/store';

/**
 * The lookup's state behind a subscription, as `DrillStore` holds a drill's: the options
 * painter draws every change on the rows, and React subscribes only to what it renders.
 */
type LookupStore = {
  getState: () => LookupState;
  /** Applies an action; returns the new state. A typed query is asked as it is numbered. */
  dispatch: (action: LookupAction) => LookupState;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
};

/** A store over a fresh lookup; `ask` sends a numbered query to the search (the worker). */
export function createLookupStore(ask: (request: SearchRequest) => void): LookupStore {
  const store = createStore(INITIAL_LOOKUP);
  return {
    getState: store.get,
    dispatch: (action) => {
      const previous = store.get();
      const state = lookupReducer(previous, action);
      if (action.type === 'typed' && state.asked !== previous.asked) {
        ask({ id: state.asked, query: action.text, currentLanguage: state.searchLanguage });
      }
      store.set(state);
      return state;
    },
    subscribe: store.subscribe,
  };
}
