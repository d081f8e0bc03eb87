import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { AppProviders } from '@/components/providers/AppProviders';
import type { KeyValueStorage } from '@/utils/storage';

/** Renders UI inside every provider, as the pages do, with the given storage. */
export function renderWithProviders(
  ui: ReactElement,
  { storage = window.localStorage }: { storage?: KeyValueStorage } = {},
): RenderResult {
  return render(<AppProviders storage={storage}>{ui}</AppProviders>);
}
