import { describe, expect, it, vi } from 'vitest';
import { createDrillStore } from '@/utils/drill/store';
import { buildDrillText } from '@/utils/drill/targets';

const { targets } = buildDrillText(['ab']);

describe('createDrillStore', () => {
  it('tells its listeners of each change, and not of a key that changes nothing', () => {
    const store = createDrillStore(targets);
    const listener = vi.fn();
    store.subscribe(listener);
    store.dispatch({ type: 'backspace', word: false, time: 1 });
    expect(listener).not.toHaveBeenCalled();
    store.dispatch({ type: 'type', char: 'a', time: 1 });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().marks).toBe('c');
  });

  it('returns the final state from the key that finishes the drill, and only from it', () => {
    const store = createDrillStore(targets);
    expect(store.dispatch({ type: 'type', char: 'a', time: 1 })).toBeNull();
    const final = store.dispatch({ type: 'type', char: 'b', time: 2 });
    expect(final?.finishedAt).toBe(2);
    expect(store.dispatch({ type: 'type', char: 'b', time: 3 })).toBeNull();
  });

  it('stops telling a listener once it unsubscribes', () => {
    const store = createDrillStore(targets);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.dispatch({ type: 'type', char: 'a', time: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});
