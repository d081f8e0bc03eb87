import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SYNC_SWITCH_KEY } from '@/adapters/pagePreferences';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { SyncSection } from '@/components/progress/SyncSection';
import { fakeSync } from '../snippets/renderSnippets';
import { renderWithProviders } from '../../render';

/** The Sync section over an engine whose sync's status the test sets. */
async function render() {
  const { sync, make } = fakeSync();
  const engine = engineWith(createMemoryStore(), make);
  await renderWithProviders(<SyncSection />, { loadProgressEngine: () => Promise.resolve(engine) });
  return sync.status;
}

describe('SyncSection', () => {
  it('has the switch Sync progress, on by default, and the devices seen', async () => {
    const status = await render();
    expect(screen.getByRole('heading', { name: 'Sync' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Sync progress' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      "On. Your browser's sync carries it when you are signed in.",
    );
    act(() => status.update({ devices: 3, lastRemoteAt: Date.UTC(2026, 2, 4, 9) }));
    expect(screen.getByText('3 devices')).toBeInTheDocument();
    expect(screen.queryByText('None yet')).not.toBeInTheDocument();
  });

  it('turns sync off under its own key, and says so', async () => {
    const user = userEvent.setup();
    await render();
    await user.click(screen.getByRole('checkbox', { name: 'Sync progress' }));
    expect(localStorage.getItem(SYNC_SWITCH_KEY)).toBe('off');
    expect(localStorage.getItem('code-recall-settings')).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Sync progress' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Off: your progress stays on this device.',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Sync progress' }));
    expect(localStorage.getItem(SYNC_SWITCH_KEY)).toBe('on');
  });

  it('says when sync is failing, and why', async () => {
    const status = await render();
    act(() =>
      status.update({
        state: 'failing',
        message: 'Sync is not available in this browser (no storage.sync).',
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Failing: your progress is saved/);
    expect(screen.getByText(/Sync is not available in this browser/)).toBeInTheDocument();
  });

  it('never throws on a time past what Date holds, and counts the keys it ignored', async () => {
    // Issue 41 item 1: Intl's format threw "Invalid time value" and took the page down.
    const status = await render();
    act(() => status.update({ devices: 2, lastRemoteAt: 1e20, ignored: 1 }));
    expect(screen.getByText('Unknown')).toBeInTheDocument();
    expect(
      screen.getByText(/^1 key from another device was ignored: no device of this version/),
    ).toBeInTheDocument();
    act(() => status.update({ ignored: 3 }));
    expect(screen.getByText(/^3 keys from other devices were ignored/)).toBeInTheDocument();
  });
});
