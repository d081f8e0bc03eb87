/** What a store offers to be heard by: a call after each write by another page. */
type Heard = { onChange: (listener: () => void) => () => void };

/**
 * A store's listeners as one page holds them: each hears the store's word from other pages
 * and, through `tell`, this page's own writes, so whatever writes the store (the page, or
 * sync merging another device's records) the page reads again.
 */
export function pageListeners(store: Heard) {
  const listeners = new Set<() => void>();
  return {
    tell: () => listeners.forEach((listener) => listener()),
    onChange: (listener: () => void) => {
      listeners.add(listener);
      const stop = store.onChange(listener);
      return () => {
        listeners.delete(listener);
        stop();
      };
    },
  };
}
