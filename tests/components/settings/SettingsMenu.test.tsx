import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SettingsMenu } from '@/components/settings/SettingsMenu';
import { renderWithProviders } from '../../render';

/** The menu beside something else to click, opened, its panel loaded. */
async function openMenu() {
  const user = userEvent.setup();
  await renderWithProviders(
    <>
      <SettingsMenu />
      <button type="button">Elsewhere</button>
    </>,
  );
  const button = screen.getByRole('button', { name: 'Settings' });
  await user.click(button);
  // The panel loads its own chunk when first opened: slow on a cold, loaded machine.
  const theme = await screen.findByRole('combobox', { name: 'Theme' }, { timeout: 5_000 });
  return { user, button, theme };
}

describe('the Settings menu', () => {
  it('closes on Esc from inside and gives the focus back to its button', async () => {
    const { user, button, theme } = await openMenu();
    theme.focus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox', { name: 'Theme' })).toBeNull();
    expect(button).toHaveFocus();
  });

  it('closes on a click outside, and the focus goes where the click went', async () => {
    const { user, button } = await openMenu();
    const elsewhere = screen.getByRole('button', { name: 'Elsewhere' });
    await user.click(elsewhere);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(elsewhere).toHaveFocus();
  });

  it('stays open on a click inside its panel', async () => {
    const { user, button, theme } = await openMenu();
    await user.click(theme);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});
