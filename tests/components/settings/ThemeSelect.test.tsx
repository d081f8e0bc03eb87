import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { drawInChosenTheme } from '@/adapters/themeStorage';
import { SettingsMenu } from '@/components/settings/SettingsMenu';
import { THEME_KEY } from '@/utils/preferences/theme';
import { renderWithProviders } from '../../render';

/** Opens Settings, as a user does, and returns its Theme select. */
async function openTheme() {
  const user = userEvent.setup();
  await renderWithProviders(<SettingsMenu />);
  await user.click(screen.getByRole('button', { name: 'Settings' }));
  // The panel loads its own chunk when first opened: slow on a cold, loaded machine.
  const select = await screen.findByRole('combobox', { name: 'Theme' }, { timeout: 5_000 });
  return { user, select };
}

const themeAttribute = () => document.documentElement.getAttribute('data-theme');

describe('ThemeSelect', () => {
  afterEach(() => document.documentElement.removeAttribute('data-theme'));

  it('offers System, Light, Dark and High contrast, System at first', async () => {
    const { select } = await openTheme();
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['System', 'Light', 'Dark', 'High contrast']);
    expect(select).toHaveDisplayValue('System');
  });

  it('draws the page in the theme chosen and saves it for every page', async () => {
    const { user, select } = await openTheme();
    await user.selectOptions(select, 'High contrast');
    expect(themeAttribute()).toBe('contrast');
    expect(window.localStorage.getItem(THEME_KEY)).toBe('contrast');
    await user.selectOptions(select, 'System');
    expect(themeAttribute()).toBeNull();
    expect(window.localStorage.getItem(THEME_KEY)).toBe('system');
  });

  it.each([
    ['dark', 'Dark'],
    ['constructor', 'System'],
    ['{"theme":"dark"}', 'System'],
  ])('shows the stored theme %s as %s', async (stored, shown) => {
    window.localStorage.setItem(THEME_KEY, stored);
    const { select } = await openTheme();
    expect(select).toHaveDisplayValue(shown);
  });

  it('follows a theme chosen on another page, and the page draws in it', async () => {
    drawInChosenTheme();
    const { select } = await openTheme();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: 'light' }));
    });
    expect(select).toHaveDisplayValue('Light');
    expect(themeAttribute()).toBe('light');
  });
});
