import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { DueBadge } from '@/components/badge/DueBadge';
import { SettingsMenu } from '@/components/settings/SettingsMenu';
import { toStored } from '@/utils/progress/attempt';
import { attempt } from '../../utils/progress/fixtures';
import { renderWithProviders } from '../../render';

/** A log with `count` topics drilled long ago, so each is due now. */
const engineDue = (count: number) => () =>
  Promise.resolve(
    engineWith(
      createMemoryStore(
        Array.from({ length: count }, (_, index) =>
          toStored(attempt({ topic: `topic-${index}`, finishedAt: '2025-01-01T10:00:00.000Z' })),
        ),
      ),
    ),
  );

const badge = () => fakeBrowser.action.getBadgeText({});

describe('DueBadge', () => {
  beforeEach(() => fakeBrowser.reset());

  it('shows the number of cards due on the icon once the log is read', async () => {
    await renderWithProviders(<DueBadge />, { loadProgressEngine: engineDue(3) });
    await expect.poll(badge).toBe('3');
  });

  it('shows "99+" above 99 and nothing at zero', async () => {
    const { unmount } = await renderWithProviders(<DueBadge />, {
      loadProgressEngine: engineDue(120),
    });
    await expect.poll(badge).toBe('99+');
    unmount();
    await fakeBrowser.action.setBadgeText({ text: 'old' });
    await renderWithProviders(<DueBadge />, { loadProgressEngine: engineDue(0) });
    await expect.poll(badge).toBe('');
  });

  it('clears the icon when the switch is turned off', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <DueBadge />
        <SettingsMenu />
      </>,
      { loadProgressEngine: engineDue(2) },
    );
    await expect.poll(badge).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const toggle = await screen.findByRole(
      'checkbox',
      { name: 'Show due count on the icon' },
      { timeout: 5_000 },
    );
    await act(() => user.click(toggle));
    await expect.poll(badge).toBe('');
  });
});
