import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { WhatsNewSlot } from '@/components/whatsNew/WhatsNewSlot';
import { SettingsToggles } from '@/components/settings/SettingsToggles';
import { SHOW_WHATS_NEW_KEY } from '@/adapters/pagePreferences';
import { WHATS_NEW_KEY } from '@/utils/whatsNew';
import packageJson from '@/package.json';
import { renderWithProviders } from '../../render';

const VERSION = packageJson.version;
const card = () =>
  screen.findByRole('complementary', { name: `What's new in Code Recall ${VERSION}` });
/** Lets the storage read and the card's chunk settle, so an absent card is really absent. */
const settle = () => new Promise((done) => setTimeout(done, 50));

describe('WhatsNewSlot', () => {
  beforeEach(() => fakeBrowser.reset());

  it("shows the release's three points after an update, until dismissed", async () => {
    await fakeBrowser.storage.local.set({ [WHATS_NEW_KEY]: VERSION });
    await renderWithProviders(<WhatsNewSlot />);
    const shown = await card();
    expect(within(shown).getAllByRole('listitem')).toHaveLength(3);
    expect(shown).toHaveTextContent(/A cheat sheet of code in 16 languages/);
    await userEvent.click(within(shown).getByRole('button', { name: 'Dismiss' }));
    expect(shown).not.toBeInTheDocument();
    await waitFor(async () =>
      expect(await fakeBrowser.storage.local.get(WHATS_NEW_KEY)).toEqual({}),
    );
  });

  it('in the popup, one line: the points open from the title, Dismiss beside it', async () => {
    await fakeBrowser.storage.local.set({ [WHATS_NEW_KEY]: VERSION });
    await renderWithProviders(<WhatsNewSlot compact />);
    const shown = await card();
    const points = within(shown).getAllByRole('listitem', { hidden: true });
    expect(points).toHaveLength(3);
    for (const point of points) expect(point).not.toBeVisible();
    expect(within(shown).getByRole('button', { name: 'Dismiss' })).toBeVisible();
    await userEvent.click(within(shown).getByText(`What's new in Code Recall ${VERSION}`));
    for (const point of points) expect(point).toBeVisible();
    await userEvent.click(within(shown).getByRole('button', { name: 'Dismiss' }));
    expect(shown).not.toBeInTheDocument();
  });

  it('shows nothing when no release waits, or the flag is corrupt', async () => {
    await fakeBrowser.storage.local.set({ [WHATS_NEW_KEY]: '<b>9.9.9</b>' });
    await renderWithProviders(<WhatsNewSlot />);
    await settle();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it('shows nothing for a release the changelog does not list', async () => {
    await fakeBrowser.storage.local.set({ [WHATS_NEW_KEY]: '99.0.0' });
    await renderWithProviders(<WhatsNewSlot />);
    await settle();
    expect(screen.queryByRole('complementary')).toBeNull();
  });

  it("hides the card at once when Settings' Show what's new is turned off", async () => {
    await fakeBrowser.storage.local.set({ [WHATS_NEW_KEY]: VERSION });
    await renderWithProviders(
      <>
        <SettingsToggles />
        <WhatsNewSlot />
      </>,
    );
    const shown = await card();
    const toggle = screen.getByRole('checkbox', { name: "Show what's new" });
    expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    expect(shown).not.toBeInTheDocument();
    expect(window.localStorage.getItem(SHOW_WHATS_NEW_KEY)).toBe('off');
    // The release still waits: turned back on, the card is there again.
    await userEvent.click(toggle);
    await card();
  });
});
