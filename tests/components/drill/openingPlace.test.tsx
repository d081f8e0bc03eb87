import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DrillView } from '@/components/drill/DrillView';
import { createMemoryLookupStore } from '@/adapters/lookupStore';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { createMemorySnippetStore } from '@/adapters/snippetStore';
import { SELECTION_KEY } from '@/utils/selection';
import { fixtureSet } from '../../fixtures';
import { renderWithProviders, type RenderOptions } from '../../render';

const { topics } = fixtureSet('javascript');
const [first, second, looked] = [topics[0]!, topics[1]!, topics[4]!];
const HOUR = 60 * 60 * 1000;

/** A new tab over a log whose only entries are two lookups of `looked`, an hour apart. */
async function openNewTab(options: RenderOptions = {}) {
  const lookups = createMemoryLookupStore(
    [2, 1].map((hoursAgo) => ({
      id: `l${hoursAgo}`,
      language: 'javascript',
      topic: looked.key,
      at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
    })),
  );
  const engine = engineWith(createMemoryStore(), undefined, createMemorySnippetStore(), lookups);
  await renderWithProviders(<DrillView />, {
    loadProgressEngine: () => Promise.resolve(engine),
    ...options,
  });
}

const title = async () => (await screen.findByRole('heading', { level: 2 })).textContent;
const stored = () => JSON.parse(localStorage.getItem(SELECTION_KEY)!) as Record<string, unknown>;

describe('where a new tab opens, with lookups', () => {
  afterEach(() => localStorage.clear());

  it('opens on a looked-up topic over the place an earlier tab opened on by itself', async () => {
    // Stored as a new tab stores its own pick: no `chosenAt`, however recent.
    localStorage.setItem(
      SELECTION_KEY,
      JSON.stringify({ language: 'javascript', group: first.key }),
    );
    await openNewTab();
    expect(await title()).toBe(looked.title);
    expect(stored()).toEqual({ language: 'javascript', group: looked.key });
  });

  it('keeps a place chosen by hand after the lookups', async () => {
    const chosen = { language: 'javascript', group: second.key, chosenAt: Date.now() - 1_000 };
    localStorage.setItem(SELECTION_KEY, JSON.stringify(chosen));
    await openNewTab();
    expect(await title()).toBe(second.title);
  });

  it('opens on the topic its address names, a choice made now', async () => {
    await openNewTab({ opening: { language: 'javascript', group: second.key } });
    expect(await title()).toBe(second.title);
  });
});
