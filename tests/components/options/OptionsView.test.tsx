import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { OptionsView } from '@/components/options/OptionsView';
import { SettingsMenu } from '@/components/settings/SettingsMenu';
import { DUE_BADGE_KEY } from '@/adapters/pagePreferences';
import { SETTINGS_KEY } from '@/utils/preferences/settings';
import { renderWithProviders } from '../../render';

describe('OptionsView', () => {
  it('holds every setting, the Sync switch and the way to the other pages', async () => {
    await renderWithProviders(<OptionsView />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    for (const name of [
      'Scroll navigation',
      'Blinking cursor',
      'Show statistics',
      'Auto-close brackets',
      'Type comments',
      'Show due count on the icon',
      'Sync progress',
    ]) {
      expect(screen.getByRole('checkbox', { name })).toBeVisible();
    }
    for (const name of ['Drill length', 'On a wrong key', 'Code size', 'Caret', 'Theme']) {
      expect(screen.getByRole('combobox', { name })).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Progress page' })).toHaveAttribute(
      'href',
      '/progress.html#progress-file',
    );
    expect(screen.getByRole('link', { name: 'Take the tour' })).toHaveAttribute(
      'href',
      '/welcome.html',
    );
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(pages).toHaveTextContent('PracticeProgressMy snippetsCompare');
  });

  it('shows the values the Settings panel shows, as it changes them', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <OptionsView />
        <SettingsMenu />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    // The panel loads its own chunk when first opened: slow on a cold, loaded machine.
    await waitFor(
      () => expect(screen.getAllByRole('checkbox', { name: 'Blinking cursor' })).toHaveLength(2),
      { timeout: 5_000 },
    );
    const [onPage, inPanel] = screen.getAllByRole('checkbox', { name: 'Blinking cursor' });
    await user.click(inPanel!);
    expect(onPage).not.toBeChecked();
    expect(JSON.parse(localStorage.getItem(SETTINGS_KEY)!)).toMatchObject({
      blinkingCursorEnabled: false,
    });
    const [badgeOnPage] = screen.getAllByRole('checkbox', { name: 'Show due count on the icon' });
    expect(badgeOnPage).toBeChecked();
    // A click on the page is a click outside the menu, which closes it: opened again, it agrees.
    await user.click(badgeOnPage!);
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await user.click(screen.getByRole('button', { name: 'Settings' }));
    const [, badgeInPanel] = await screen.findAllByRole('checkbox', {
      name: 'Show due count on the icon',
    });
    expect(badgeInPanel).not.toBeChecked();
    expect(localStorage.getItem(DUE_BADGE_KEY)).toBe('off');
  });
});
