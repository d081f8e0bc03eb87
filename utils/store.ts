/** A value that changes, and who to tell: the one shape every page's changing state takes. */
export type Store<T> = {
  get: () => T;
  /** Replaces the value; listeners hear of it unless it is the same value. */
  set: (value: T) => void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
};

/**
 * A store over `initial`, shaped for React's `useSyncExternalStore` and for painters that
 * draw every change outside React (the drill's lines, the lookup's rows).
 */
export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
