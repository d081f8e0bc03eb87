import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '@/components/providers/AppProviders';
import { engineWith, type ProgressEngine } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import type { KeyValueStorage } from '@/utils/preferences/storage';
import type { StoredSelection } from '@/utils/selection';

export type RenderOptions = {
  storage?: KeyValueStorage;
  /** The attempt log's engine: a fresh memory log unless a test passes one. */
  loadProgressEngine?: () => Promise<ProgressEngine>;
  /** Render as the popup does: a lookup, whose moves do not store the selection. */
  lookup?: boolean;
  /** The place the page's address names (`?language=…&topic=…`). */
  opening?: StoredSelection;
};

/**
 * Renders UI inside every provider, as the pages do, with the given storage and log. Awaited
 * inside act(), so what the providers load (the snippet set, the log) has arrived.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { storage = window.localStorage, loadProgressEngine, lookup, opening }: RenderOptions = {},
): Promise<RenderResult> {
  const engine = loadProgressEngine ?? (() => Promise.resolve(engineWith(createMemoryStore())));
  let result: RenderResult | undefined;
  await act(() => {
    result = render(
      <AppProviders storage={storage} loadProgressEngine={engine} lookup={lookup} opening={opening}>
        {ui}
      </AppProviders>,
    );
    // Resolved after the render's effects, so act() flushes the loads they started.
    return Promise.resolve();
  });
  return result!;
}
