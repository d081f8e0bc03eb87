import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import type { Attempt } from '@/utils/progress/attempt';
import { createMemoryStore } from '@/adapters/progressStore';
import { createSyncStatus } from '@/adapters/sync/syncStatus';
import type { Sync } from '@/adapters/sync/syncRunner';
import { DrillView } from '@/components/drill/DrillView';
import { SELECTION_KEY } from '@/utils/selection';
import { topicKeys } from '@/utils/drill/recallCues';
import { fixtureSet } from '../../fixtures';
import { renderWithProviders } from '../../render';
import { attempt } from '../../utils/progress/fixtures';

const { topics, palette } = fixtureSet('javascript');
const first = topics[0]!;

describe('a merge from another device while a drill is under way', () => {
  it('updates the schedule the Results read, never the topic, level or keys of the drill', async () => {
    localStorage.setItem(
      SELECTION_KEY,
      JSON.stringify({ language: 'javascript', group: first.key }),
    );
    const store = createMemoryStore();
    // The page's sync: what it merges, it shows through the function it is attached with
    // (settled once the page shows it, its schedule built in slices).
    let shown: ((attempts: readonly Attempt[]) => void | Promise<void>) | undefined;
    const sync: Sync = {
      status: createSyncStatus(),
      attach: (show) => {
        shown = show;
        return () => {};
      },
      merge: () => Promise.resolve(),
      written: () => Promise.resolve(),
      reset: () => Promise.resolve(),
    };
    await renderWithProviders(<DrillView />, {
      loadProgressEngine: () => Promise.resolve(engineWith(store, () => sync)),
    });
    await screen.findByRole('heading', { level: 2, name: first.title });
    const level = screen.getByRole('combobox', { name: 'Recall level' });
    expect(level).toHaveAccessibleDescription('As scheduled: Level 0 of 4');
    const input = screen.getByRole('textbox', { name: 'Typing practice' });
    const keys = topicKeys(first, palette);
    const press = (char: string) =>
      fireEvent.keyDown(input, { key: char === '\n' ? 'Enter' : char });
    for (const char of keys.slice(0, 5)) press(char);
    const code = screen.getByRole('region', { name: 'Snippet code' });
    const typed = () => code.querySelectorAll('.typed').length;
    expect(typed()).toBe(5);

    // Another device's recall reviews of this topic, a week apart, arrive and are merged.
    const reviews = [0, 7, 14].map((days) =>
      attempt({
        topic: first.key,
        mode: 'recall',
        accuracy: 1,
        errors: 0,
        finishedAt: new Date(Date.parse('2026-10-01T09:00:00Z') + days * 86_400_000).toISOString(),
      }),
    );
    await store.addNew(reviews);
    const { attempts } = await store.load();
    await act(async () => {
      await shown!(attempts);
    });

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(first.title);
    expect(level).toHaveAccessibleDescription('As scheduled: Level 0 of 4');
    expect(typed()).toBe(5);
    for (const char of keys.slice(5)) press(char);
    const results = await screen.findByRole('region', { name: 'Results' });
    expect(results).toHaveTextContent('100%');
    // Alone, a typing drill brings a new card back within minutes; after three good reviews
    // from the other device it comes back in months, and their best is this topic's.
    expect(results).toHaveTextContent(/Next review in \d+ months/);
    expect(results).toHaveTextContent('Personal best 40 WPM');
    expect((await store.load()).attempts).toHaveLength(4);
  });
});
