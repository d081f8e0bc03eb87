import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SnippetView } from '@/components/code/SnippetView';
import { LanguageSelect } from '@/components/navigation/LanguageSelect';
import { SnippetNavigation } from '@/components/navigation/SnippetNavigation';
import { useScrollNavigation } from '@/components/providers/ScrollNavigationProvider';
import { useLanguage, useSelection } from '@/components/providers/SelectionProvider';
import { useTopicSet } from '@/components/providers/TopicSetProvider';
import { useSettings } from '@/components/providers/SettingsProvider';
import { SettingsToggles } from '@/components/settings/SettingsToggles';
import { SELECTION_KEY } from '@/utils/selection';
import { SETTINGS_KEY } from '@/utils/preferences/settings';
import { fixtureSet } from '../../fixtures';
import { renderWithProviders } from '../../render';
import { memoryStorage, throwingStorage } from '../../storage';
import { setViewportWidth } from '../../viewport';

function Page() {
  return (
    <>
      <LanguageSelect />
      <SettingsToggles />
      <SnippetView />
      <SnippetNavigation />
    </>
  );
}

function ScrollNavigationProbe() {
  const { scrollNavigationActive } = useScrollNavigation();
  return <p>{scrollNavigationActive ? 'scroll navigation active' : 'scroll navigation off'}</p>;
}

const javascript = fixtureSet('javascript');
const titles = javascript.topics.map((topic) => topic.title);

async function heading(): Promise<string> {
  return (await screen.findByRole('heading', { level: 2 })).textContent;
}

describe('SelectionProvider and LanguageProvider', () => {
  it('start at language 0 (JavaScript) and snippet 0', async () => {
    await renderWithProviders(<Page />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('JavaScript');
    expect(await heading()).toBe(titles[0]);
  });

  it('offer the sixteen languages in the product's order', async () => {
    await renderWithProviders(<Page />);
    await heading();
    const select = screen.getByRole('combobox', { name: 'Language' });
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual([
      'JavaScript',
      'TypeScript',
      'React',
      'React TypeScript',
      'Python',
      'Go',
      'Java',
      'C#',
      'Rust',
      'C++',
      'Kotlin',
      'Swift',
      'PHP',
      'Ruby',
      'Scala',
      'Haskell',
    ]);
  });

  it('reset the snippet to 0 when the language changes', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Next snippet' }));
    await user.click(screen.getByRole('button', { name: 'Next snippet' }));
    expect(await heading()).toBe(titles[2]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Haskell');
    const set = fixtureSet('haskell');
    await waitFor(async () => expect(await heading()).toBe(set.topics[0]!.title));
  });

  it('wrap Previous at the first snippet to the last one', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<Page />);
    await user.click(await screen.findByRole('button', { name: 'Previous snippet' }));
    expect(await heading()).toBe(titles.at(-1));
  });

  it('show the code of the current group, its lines joined by newlines', async () => {
    await renderWithProviders(<Page />);
    const code = await screen.findByRole('region', { name: 'Snippet code' });
    expect(code.textContent).toBe(javascript.topics[0]!.lines.join('\n'));
  });

  it('open on the stored selection', async () => {
    const group = javascript.topics[3]!;
    localStorage.setItem(
      SELECTION_KEY,
      JSON.stringify({ language: 'javascript', group: group.key }),
    );
    await renderWithProviders(<Page />);
    expect(await heading()).toBe(group.title);
  });

  it.each([
    ['corrupt JSON', '{"language":'],
    ['an unknown language', '{"language":"cobol","group":"loops"}'],
    ['a known language with an unknown group', '{"language":"javascript","group":"nope"}'],
    ['the wrong shape', '[1,2]'],
  ])('start at the first group for %s', async (_what, raw) => {
    localStorage.setItem(SELECTION_KEY, raw);
    await renderWithProviders(<Page />);
    expect(await heading()).toBe(titles[0]);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('JavaScript');
  });

  it('open a stored language at that language (group 0 when the group is unknown)', async () => {
    localStorage.setItem(SELECTION_KEY, '{"language":"go","group":"no-such-group"}');
    await renderWithProviders(<Page />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('Go');
    const set = fixtureSet('go');
    expect(await heading()).toBe(set.topics[0]!.title);
  });

  it('store the selection where the user moves it, for the next page', async () => {
    const user = userEvent.setup();
    const rust = fixtureSet('rust');
    const firstPage = await renderWithProviders(<Page />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Rust');
    expect(await heading()).toBe(rust.topics[0]!.title);
    firstPage.unmount();

    await renderWithProviders(<Page />);
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('Rust');
    expect(await heading()).toBe(rust.topics[0]!.title);
    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: 'Next snippet' }));
    // Stored as a choice, with when it was made (the next new tab opens on it).
    expect(JSON.parse(localStorage.getItem(SELECTION_KEY)!)).toEqual({
      language: 'rust',
      group: rust.topics[1]!.key,
      chosenAt: expect.any(Number),
    });
    expect(JSON.parse(localStorage.getItem(SELECTION_KEY)!).chosenAt).toBeGreaterThanOrEqual(
      clicked,
    );
  });

  it('do not switch an open page when another page changes the selection', async () => {
    await renderWithProviders(<Page />);
    expect(await heading()).toBe(titles[0]);
    const raw = JSON.stringify({ language: 'python', group: 'sets' });
    act(() => {
      localStorage.setItem(SELECTION_KEY, raw);
      window.dispatchEvent(new StorageEvent('storage', { key: SELECTION_KEY, newValue: raw }));
    });
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveDisplayValue('JavaScript');
    expect(await heading()).toBe(titles[0]);
  });

  it('keep working when storage throws', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderWithProviders(<Page />, { storage: throwingStorage() });
    expect(await heading()).toBe(titles[0]);
    await user.click(screen.getByRole('button', { name: 'Next snippet' }));
    expect(await heading()).toBe(titles[1]);
    warn.mockRestore();
  });
});

describe('SettingsProvider', () => {
  it('starts with all three settings on', async () => {
    await renderWithProviders(<Page />);
    await heading();
    for (const name of ['Scroll navigation', 'Blinking cursor', 'Show statistics']) {
      expect(screen.getByRole('checkbox', { name })).toBeChecked();
    }
  });

  it('reads stored settings once at start', async () => {
    localStorage.setItem(SETTINGS_KEY, '{"blinkingCursorEnabled":false,"showStatsEnabled":"no"}');
    const storage = memoryStorage({ [SETTINGS_KEY]: localStorage.getItem(SETTINGS_KEY)! });
    const getItem = vi.spyOn(storage, 'getItem');
    await renderWithProviders(<SettingsToggles />, { storage });
    expect(screen.getByRole('checkbox', { name: 'Blinking cursor' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show statistics' })).toBeChecked();
    expect(getItem.mock.calls.filter(([key]) => key === SETTINGS_KEY)).toHaveLength(1);
  });

  it('saves all three as exactly the settings object on any change', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SettingsToggles />);
    await user.click(screen.getByRole('checkbox', { name: 'Show statistics' }));
    expect(localStorage.getItem(SETTINGS_KEY)).toBe(
      '{"scrollNavigationEnabled":true,"blinkingCursorEnabled":true,"showStatsEnabled":false}',
    );
  });

  it('warns on a failed load and shows the defaults', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(SETTINGS_KEY, 'not json');
    await renderWithProviders(<SettingsToggles />);
    expect(warn).toHaveBeenCalledWith(
      'Failed to load settings from localStorage',
      expect.any(SyntaxError),
    );
    expect(screen.getByRole('checkbox', { name: 'Show statistics' })).toBeChecked();
    warn.mockRestore();
  });

  it('warns on a failed save and keeps the new value in memory', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const storage = { getItem: () => null, setItem: throwingStorage().setItem };
    await renderWithProviders(<SettingsToggles />, { storage });
    await user.click(screen.getByRole('checkbox', { name: 'Blinking cursor' }));
    expect(warn).toHaveBeenCalledWith('Failed to save settings to localStorage', expect.anything());
    expect(screen.getByRole('checkbox', { name: 'Blinking cursor' })).not.toBeChecked();
    warn.mockRestore();
  });

  it('takes a change from another page through the storage event, without saving it', async () => {
    const storage = memoryStorage();
    const setItem = vi.spyOn(storage, 'setItem');
    await renderWithProviders(<SettingsToggles />, { storage });
    const raw =
      '{"scrollNavigationEnabled":false,"blinkingCursorEnabled":true,"showStatsEnabled":true}';
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_KEY, newValue: raw }));
    });
    expect(screen.getByRole('checkbox', { name: 'Scroll navigation' })).not.toBeChecked();
    expect(setItem.mock.calls.filter(([key]) => key === SETTINGS_KEY)).toHaveLength(0);
  });

  it('ignores storage events for other keys and unreadable values', async () => {
    await renderWithProviders(<SettingsToggles />);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: '{}' }));
      window.dispatchEvent(new StorageEvent('storage', { key: SETTINGS_KEY, newValue: '[' }));
    });
    expect(screen.getByRole('checkbox', { name: 'Scroll navigation' })).toBeChecked();
  });
});

describe('ScrollNavigationProvider', () => {
  it('follows the viewport across 1024 px and never changes the stored value', async () => {
    const user = userEvent.setup();
    await renderWithProviders(
      <>
        <SettingsToggles />
        <ScrollNavigationProbe />
      </>,
    );
    expect(screen.getByText('scroll navigation active')).toBeInTheDocument();
    act(() => setViewportWidth(1024));
    expect(screen.getByText('scroll navigation off')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Scroll navigation' })).toBeChecked();
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
    act(() => setViewportWidth(1025));
    expect(screen.getByText('scroll navigation active')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Scroll navigation' }));
    expect(screen.getByText('scroll navigation off')).toBeInTheDocument();
  });
});

describe('hooks outside their providers', () => {
  it.each([
    ['useSettings', 'SettingsProvider', useSettings],
    ['useLanguage', 'SelectionProvider', useLanguage],
    ['useSelection', 'SelectionProvider', useSelection],
    ['useTopicSet', 'TopicSetProvider', useTopicSet],
    ['useScrollNavigation', 'ScrollNavigationProvider', useScrollNavigation],
  ])('%s throws, naming %s', (hook, provider, useHook) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Orphan() {
      useHook();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow(`${hook} must be used within ${provider}`);
    error.mockRestore();
  });
});
