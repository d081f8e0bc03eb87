import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '@/components/providers/AppProviders';
import type { KeyValueStorage } from '@/utils/storage';

/**
 * Renders UI inside every provider, as the pages do, with the given storage. Awaited inside
 * act(), so the snippet set the providers load has arrived when it resolves.
 */
export async function renderWithProviders(
  ui: ReactElement,
  { storage = window.localStorage }: { storage?: KeyValueStorage } = {},
): Promise<RenderResult> {
  let result: RenderResult | undefined;
  await act(async () => {
    result = render(<AppProviders storage={storage}>{ui}</AppProviders>);
  });
  return result!;
}
