import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStableCallback } from '@/hooks/useStableCallback';

describe('useStableCallback', () => {
  it('keeps one identity across renders and calls the latest callback', () => {
    const { result, rerender } = renderHook(
      ({ add }) => useStableCallback((n: number) => n + add),
      {
        initialProps: { add: 1 },
      },
    );
    const first = result.current;
    expect(first(1)).toBe(2);
    rerender({ add: 10 });
    expect(result.current).toBe(first);
    expect(first(1)).toBe(11);
  });
});
