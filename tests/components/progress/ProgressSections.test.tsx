import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProgressView } from '@/components/progress/ProgressView';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore, type ProgressStore } from '@/adapters/progressStore';
import { toStored } from '@/utils/progress/attempt';
import { attempt } from '../../utils/progress/fixtures';
import { renderWithProviders } from '../../render';
import { renderProgress } from './renderProgress';

const yearOne = attempt({ finishedAt: '0001-01-01T00:00:00.000Z' });
const today = attempt({ finishedAt: new Date().toISOString() });

/** A log that hands out what it holds unchecked: a record that slipped past every door. */
function uncheckedStore(): ProgressStore {
  const store = createMemoryStore([today].map(toStored));
  return { ...store, load: () => Promise.resolve({ attempts: [yearOne, today], skipped: 0 }) };
}

afterEach(() => vi.restoreAllMocks());

describe('the progress page keeps its actions whatever the log holds (issue 41 item 2)', () => {
  it('skips a stored attempt of year 0001, and shows the rest', async () => {
    await renderProgress([yearOne, today]);
    expect(screen.getByRole('table', { name: 'Languages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a failing section as an alert, and keeps Export, Import, Reset and Sync', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithProviders(<ProgressView />, {
      loadProgressEngine: () => Promise.resolve(engineWith(uncheckedStore())),
    });
    expect((await screen.findAllByRole('alert')).map((alert) => alert.textContent)[0]).toMatch(
      /could not be shown/,
    );
    expect(screen.getByRole('button', { name: 'Export progress' })).toBeInTheDocument();
    expect(screen.getByLabelText('Import progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Reset/ })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sync progress' })).toBeInTheDocument();
  });
});
