import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsMenu } from '@/components/settings/SettingsMenu';
import { DUE_BADGE_KEY } from '@/adapters/pagePreferences';
import { SETTINGS_KEY } from '@/utils/preferences/settings';
import { renderWithProviders } from '../../render';

describe('Settings: the due count and the tour', () => {
  it('shows the due count on the icon by default, kept under its own key', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SettingsMenu />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const toggle = await screen.findByRole(
      'checkbox',
      { name: 'Show due count on the icon' },
      { timeout: 5_000 },
    );
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(localStorage.getItem(DUE_BADGE_KEY)).toBe('off');
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
  });

  it('links to the welcome page again, in a tab of its own', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SettingsMenu />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const tour = await screen.findByRole('link', { name: 'Take the tour' }, { timeout: 5_000 });
    expect(tour).toHaveAttribute('href', '/welcome.html');
    expect(tour).toHaveAttribute('target', '_blank');
  });
});
