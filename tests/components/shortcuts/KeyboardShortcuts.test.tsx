import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { KeyboardShortcuts } from '@/components/shortcuts/KeyboardShortcuts';
import { renderWithProviders } from '../../render';

describe('KeyboardShortcuts', () => {
  it('opens on ? and lists every shortcut, the bindable commands too', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<KeyboardShortcuts />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('?');
    const dialog = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const does of [
      'Open the toolbar popup',
      'Open practice',
      'Open progress',
      'Open My snippets',
      'Restart',
      'Copy the code',
    ]) {
      expect(dialog).toHaveTextContent(does);
    }
    expect(dialog).toHaveTextContent('Alt+Shift+K');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays shut while the user types ? into a text box', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <textarea aria-label="Drill" />
        <KeyboardShortcuts />
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Drill' }));
    await user.keyboard('?');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Drill' })).toHaveValue('?');
  });
});
