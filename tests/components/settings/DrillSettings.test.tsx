import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { Drill } from '@/components/drill/Drill';
import { SettingsToggles } from '@/components/settings/SettingsToggles';
import type { HighlightedTopic } from '@/data/types';
import { SETTINGS_KEY } from '@/utils/preferences/settings';
import { renderWithProviders } from '../../render';

const topic: HighlightedTopic = {
  title: 'Tiny',
  key: 'tiny',
  lines: ['go();'],
  tokens: [[['go();', 0]]],
};

/** A drill beside the settings, as on the new tab with Settings open. */
function Page() {
  const lastWheel = useRef(-Infinity);
  return (
    <>
      <SettingsToggles />
      <Drill
        topic={topic}
        palette={[['#1f2328', '#f0f6fc', 0, 8]]}
        level={0}
        onTopics={() => {}}
        lastWheel={lastWheel}
      />
    </>
  );
}

const select = (name: string) => screen.getByRole('combobox', { name });
const surface = () => screen.getByRole('textbox', { name: 'Typing practice' }).parentElement!;

describe('the drill settings', () => {
  it('offer On a wrong key, Type comments, Code size and Caret, at their defaults', async () => {
    await renderWithProviders(<Page />);
    expect(select('On a wrong key')).toHaveDisplayValue('Stop');
    expect(screen.getByRole('checkbox', { name: 'Type comments' })).not.toBeChecked();
    expect(select('Code size')).toHaveDisplayValue('Medium');
    expect(select('Caret')).toHaveDisplayValue('Line');
    expect(surface()).toHaveAttribute('data-code-size', 'm');
    expect(surface()).toHaveAttribute('data-caret-shape', 'line');
  });

  it('save each under its own key, never in the three settings, and apply at once', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Page />);
    await user.selectOptions(select('On a wrong key'), 'Move on');
    await user.click(screen.getByRole('checkbox', { name: 'Type comments' }));
    await user.selectOptions(select('Code size'), 'Large');
    await user.selectOptions(select('Caret'), 'Block');
    expect(
      ['wrong-key', 'type-comments', 'code-size', 'caret'].map((key) =>
        localStorage.getItem(`code-recall-${key}`),
      ),
    ).toEqual(['move-on', 'on', 'l', 'block']);
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
    expect(surface()).toHaveAttribute('data-code-size', 'l');
    expect(surface()).toHaveAttribute('data-caret-shape', 'block');
  });

  it("follow another page's change, and read an unknown value as the default", async () => {
    await renderWithProviders(<Page />);
    act(() => {
      for (const [key, newValue] of [
        ['code-recall-code-size', 's'],
        ['code-recall-caret', 'underline'],
        ['code-recall-wrong-key', 'constructor'],
      ] as const) {
        window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
      }
    });
    expect(select('Code size')).toHaveDisplayValue('Small');
    expect(surface()).toHaveAttribute('data-code-size', 's');
    expect(surface()).toHaveAttribute('data-caret-shape', 'underline');
    expect(select('On a wrong key')).toHaveDisplayValue('Stop');
  });
});
