import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProgressView } from '@/components/progress/ProgressView';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore, type ProgressStore } from '@/adapters/progressStore';
import { createMemorySnippetStore, type MemorySnippetStore } from '@/adapters/snippetStore';
import { toStored, type Attempt } from '@/utils/progress/attempt';
import { renderWithProviders } from '../../render';

/**
 * The progress page's view over a memory log holding these attempts (and memory snippets),
 * once it has read them.
 */
export async function renderProgress(
  attempts: readonly Attempt[],
  prepare: (store: ProgressStore) => void = () => {},
  snippets: MemorySnippetStore = createMemorySnippetStore(),
) {
  const store = createMemoryStore(attempts.map(toStored));
  prepare(store);
  const user = userEvent.setup();
  await renderWithProviders(<ProgressView />, {
    loadProgressEngine: () => Promise.resolve(engineWith(store, undefined, snippets)),
  });
  await (attempts.length > 0
    ? screen.findByRole('table', { name: 'Languages' })
    : screen.findByRole('link', { name: 'Start a drill' }));
  return { store, user, snippets };
}

/** A file the Import progress input takes. */
export const importFile = (text: string, name = 'progress.json') =>
  new File([text], name, { type: 'application/json' });

/** An import's outcome: it loads its client and runs its worker's job a task a message. */
export const IMPORTED = { timeout: 10_000 };
