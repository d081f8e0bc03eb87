import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A function of fixed identity that calls the latest `callback`, so a memoised child given
 * it does not render again for a new closure. Call it from events, not during render.
 */
export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useInsertionEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
