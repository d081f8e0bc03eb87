import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DrillView } from '@/components/drill/DrillView';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { SELECTION_KEY } from '@/utils/selection';
import { SETTINGS_KEY } from '@/utils/preferences/settings';
import { topicKeys } from '@/utils/drill/recallCues';
import { fixtureSet } from '../../fixtures';
import { renderWithProviders } from '../../render';
import { setViewportWidth } from '../../viewport';

const { topics: groups, palette } = fixtureSet('javascript');

async function title(): Promise<string> {
  return (await screen.findByRole('heading', { level: 2 })).textContent;
}

/** One wheel event at a given time stamp (jsdom lets us set it). */
function wheel(deltaY: number, timeStamp: number) {
  const event = new WheelEvent('wheel', { deltaY, bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: timeStamp });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('DrillView', () => {
  it('jumps to any group from the Topic list', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DrillView />);
    await title();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Topic' }), groups[5]!.key);
    expect(await title()).toBe(groups[5]!.title);
  });

  it('moves one snippet per wheel gesture, however many events it sends', async () => {
    await renderWithProviders(<DrillView />);
    expect(await title()).toBe(groups[0]!.title);
    const first = wheel(40, 1000);
    expect(first.defaultPrevented).toBe(true);
    expect(await title()).toBe(groups[1]!.title);
    // A trackpad burst: events 16 ms apart are one gesture.
    for (let i = 0; i < 30; i += 1) wheel(8, 2000 + i * 16);
    expect(await title()).toBe(groups[2]!.title);
    wheel(-40, 5000);
    expect(await title()).toBe(groups[1]!.title);
  });

  it('lets the wheel scroll at tablet width, keeping the setting on', async () => {
    setViewportWidth(800);
    await renderWithProviders(<DrillView />);
    expect(await title()).toBe(groups[0]!.title);
    const event = wheel(40, 1000);
    expect(event.defaultPrevented).toBe(false);
    expect(await title()).toBe(groups[0]!.title);
    expect(localStorage.getItem(SETTINGS_KEY)).toBeNull();
  });

  it('does not navigate by wheel while a drill is in progress', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DrillView />);
    await title();
    await user.keyboard('x');
    wheel(40, 1000);
    expect(await title()).toBe(groups[0]!.title);
  });

  it('does not navigate by wheel when Scroll navigation is off', async () => {
    localStorage.setItem(SETTINGS_KEY, '{"scrollNavigationEnabled":false}');
    await renderWithProviders(<DrillView />);
    await title();
    expect(wheel(40, 1000).defaultPrevented).toBe(false);
    expect(await title()).toBe(groups[0]!.title);
  });

  it('records a finished drill, and the next page opens on a scheduled topic, not it', async () => {
    const last = groups.at(-1)!;
    localStorage.setItem(
      SELECTION_KEY,
      JSON.stringify({ language: 'javascript', group: last.key }),
    );
    const store = createMemoryStore();
    const loadProgressEngine = () => Promise.resolve(engineWith(store));
    const firstPage = await renderWithProviders(<DrillView />, { loadProgressEngine });
    expect(await title()).toBe(last.title);
    const input = screen.getByRole('textbox', { name: 'Typing practice' });
    for (const char of topicKeys(last, palette)) {
      fireEvent.keyDown(input, { key: char === '\n' ? 'Enter' : char });
    }
    const results = await screen.findByRole('region', { name: 'Results' });
    // A typing drill grades Hard at best: a new card comes back within minutes.
    expect(results).toHaveTextContent(/Next review in \d+ minutes/);
    expect(results).toHaveTextContent('(new topics come back within the hour, then in days)');
    // Keys fired with no time between them are no person's: recorded and scheduled, marked,
    // and no personal best.
    expect(results).toHaveTextContent(/Not counted as a best: .* faster than anyone types/);
    expect(results).not.toHaveTextContent('Personal best');
    const { attempts } = await store.load();
    expect(attempts).toMatchObject([
      {
        language: 'javascript',
        topic: last.key,
        mode: 'type',
        accuracy: 1,
        errors: 0,
        implausible: true,
      },
    ]);
    firstPage.unmount();

    // The topic just finished is never offered straight away: the first new topic is.
    await renderWithProviders(<DrillView />, { loadProgressEngine });
    expect(await title()).toBe(groups[0]!.title);
    // Stored as the place the page opened on, not as a choice made by hand (no `chosenAt`).
    expect(JSON.parse(localStorage.getItem(SELECTION_KEY)!)).toEqual({
      language: 'javascript',
      group: groups[0]!.key,
    });
  });

  it('shows one Next snippet beside the Results: the navigation row leaves with the code', async () => {
    await renderWithProviders(<DrillView />);
    await title();
    expect(screen.getAllByRole('button', { name: 'Next snippet' })).toHaveLength(1);
    const input = screen.getByRole('textbox', { name: 'Typing practice' });
    for (const char of topicKeys(groups[0]!, palette)) {
      fireEvent.keyDown(input, { key: char === '\n' ? 'Enter' : char });
    }
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(screen.getAllByRole('button', { name: 'Next snippet' })).toEqual([
      within(results).getByRole('button', { name: 'Next snippet' }),
    ]);
    expect(screen.queryByRole('button', { name: 'Previous snippet' })).toBeNull();
    await userEvent.setup().click(within(results).getByRole('button', { name: 'Next snippet' }));
    expect(await title()).toBe(groups[1]!.title);
    expect(screen.getByRole('button', { name: 'Previous snippet' })).toBeInTheDocument();
  });

  it('opens on an explicit choice made after the last finished drill', async () => {
    const chosen = groups[4]!;
    localStorage.setItem(
      SELECTION_KEY,
      JSON.stringify({ language: 'javascript', group: chosen.key }),
    );
    await renderWithProviders(<DrillView />);
    expect(await title()).toBe(chosen.title);
  });

  it('moves with Alt+N and Alt+P and focuses the topics with Alt+L', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<DrillView />);
    await title();
    await user.keyboard('{Alt>}n{/Alt}');
    expect(await title()).toBe(groups[1]!.title);
    await user.click(screen.getByRole('textbox', { name: 'Typing practice' }));
    await user.keyboard('{Alt>}p{/Alt}');
    expect(await title()).toBe(groups[0]!.title);
    await user.click(screen.getByRole('textbox', { name: 'Typing practice' }));
    await user.keyboard('{Alt>}l{/Alt}');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveFocus();
  });
});
