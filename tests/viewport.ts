type Listener = (event: MediaQueryListEvent) => void;

const lists = new Set<{ query: string; listeners: Set<Listener> }>();
let width = 1280;

/** Evaluates the width queries the app uses: (max-width: Npx) and (min-width: Npx). */
function matches(query: string): boolean {
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (max) return width <= Number(max[1]);
  if (min) return width >= Number(min[1]);
  return false;
}

/** Sets the jsdom viewport width and tells every matchMedia listener, like a resize. */
export function setViewportWidth(next: number): void {
  width = next;
  window.innerWidth = next;
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<Listener>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: Listener) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: Listener) => entry.listeners.delete(listener),
      addListener: (listener: Listener) => entry.listeners.add(listener),
      removeListener: (listener: Listener) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  for (const entry of lists) {
    for (const listener of entry.listeners) {
      listener({ matches: matches(entry.query), media: entry.query } as MediaQueryListEvent);
    }
  }
}
