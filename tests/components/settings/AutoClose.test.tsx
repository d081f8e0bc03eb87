import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsMenu } from '@/components/settings/SettingsMenu';
import { INPUT_KEY } from '@/utils/preferences/input';
import { SETTINGS_KEY } from '@/utils/preferences/settings';
import { renderWithProviders } from '../../render';

describe('Auto-close brackets in Settings', () => {
  it('is off by default and is saved under its own key, not the three settings', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SettingsMenu />);
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    // The panel loads its own chunk when first opened: slow on a cold, loaded machine.
    const toggle = await screen.findByRole(
      'checkbox',
      { name: 'Auto-close brackets' },
      { timeout: 5_000 },
    );
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(toggle).toBeChecked();
    expect(localStorage.getItem(INPUT_KEY)).toBe('{"autoClose":true}');
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
  });
});
