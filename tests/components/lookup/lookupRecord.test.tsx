import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsToggles } from '@/components/settings/SettingsToggles';
import { renderWithProviders } from '../../render';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { createMemoryLookupStore, type LookupStore } from '@/adapters/lookupStore';
import { LOOKUP_REVIEWS_KEY } from '@/adapters/pagePreferences';
import { createMemorySnippetStore } from '@/adapters/snippetStore';
import { SHOWN_FOR_MS } from '@/utils/progress/lookups';
import { renderLookup } from '../../popupShell';

const searchBox = () => screen.getByRole('searchbox', { name: 'Search snippets' });
const heading = () => screen.getByRole('heading', { level: 2 });
const HOUR = 60 * 60 * 1000;
const earlier = (id: string, hoursAgo: number) => ({
  id,
  language: 'rust',
  topic: 'closures',
  at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
});

/** The popup over a lookup log that holds `lookups`. */
async function openPopup(lookups: LookupStore = createMemoryLookupStore()) {
  const engine = engineWith(createMemoryStore(), undefined, createMemorySnippetStore(), lookups);
  const user = await renderLookup({ loadProgressEngine: () => Promise.resolve(engine) });
  return { user, lookups };
}

const recorded = async (lookups: LookupStore) =>
  (await lookups.list()).lookups.map(({ language, topic }) => `${language}/${topic}`);

describe('the lookups the popup records', () => {
  afterEach(() => {
    document.getElementById('search-box')?.remove();
    localStorage.clear();
  });

  it('records a topic shown for 2 s once, and not the topic the popup opened on', async () => {
    const { user, lookups } = await openPopup();
    await screen.findByRole('heading', { level: 2 });
    await user.type(searchBox(), 'rust closre');
    await waitFor(() => expect(heading()).toHaveTextContent('Closures'));
    await waitFor(async () => expect(await recorded(lookups)).toEqual(['rust/closures']), {
      timeout: SHOWN_FOR_MS + 1_000,
    });
    // The opening topic was shown first, but only until the search: no lookup.
    expect(await recorded(lookups)).toHaveLength(1);
  });

  it('records a copy at once', async () => {
    const { user, lookups } = await openPopup();
    await screen.findByRole('heading', { level: 2 });
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(async () =>
      expect(await recorded(lookups)).toEqual(['javascript/basic-variables']),
    );
  });

  it('says a topic looked up twice this month joined the reviews', async () => {
    const lookups = createMemoryLookupStore([earlier('a', 48), earlier('b', 2)]);
    const { user } = await openPopup(lookups);
    await user.type(searchBox(), 'rust closre');
    await waitFor(() => expect(heading()).toHaveTextContent('Closures'));
    expect(
      await screen.findByText('You looked this up 2 times this month, so it joined your reviews.'),
    ).toBeVisible();
  });

  it('says nothing with Looked-up topics join reviews off', async () => {
    localStorage.setItem(LOOKUP_REVIEWS_KEY, 'off');
    const { user } = await openPopup(createMemoryLookupStore([earlier('a', 48), earlier('b', 2)]));
    await user.type(searchBox(), 'rust closre');
    await waitFor(() => expect(heading()).toHaveTextContent('Closures'));
    await screen.findByRole('button', { name: 'Practise' });
    expect(screen.queryByText(/looked this up/)).toBeNull();
  });

  it('is switched by Looked-up topics join reviews, on by default', async () => {
    const user = userEvent.setup();
    await renderWithProviders(<SettingsToggles />);
    const toggle = screen.getByRole('checkbox', { name: 'Looked-up topics join reviews' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(localStorage.getItem(LOOKUP_REVIEWS_KEY)).toBe('off');
  });
});
