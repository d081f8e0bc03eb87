import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageHeader } from '@/components/navigation/PageHeader';
import { DrillView } from '@/components/drill/DrillView';
import { engineWith } from '@/adapters/progressEngine';
import { createDexieStore, createMemoryStore } from '@/adapters/progressStore';
import { createMemorySnippetStore, createSnippetStore } from '@/adapters/snippetStore';
import { SETTINGS_KEY } from '@/utils/preferences/settings';
import { topicKeys } from '@/utils/drill/recallCues';
import { renderWithProviders } from '../../render';
import { fixtureSet } from '../../fixtures';
import { attempt } from '../../utils/progress/fixtures';
import { toStored } from '@/utils/progress/attempt';
import { failingOpens } from '../../adapters/indexedDB';

const { topics, palette } = fixtureSet('javascript');
const first = topics[0]!;

function Page() {
  return (
    <>
      <PageHeader page="newtab" />
      <DrillView />
    </>
  );
}

function typeWholeDrill() {
  const input = screen.getByRole('textbox', { name: 'Typing practice' });
  for (const char of topicKeys(first, palette)) {
    fireEvent.keyDown(input, { key: char === '\n' ? 'Enter' : char });
  }
}

const notice = /Progress is not being saved/;

describe('ProgressProvider when the log cannot be used', () => {
  afterEach(() => vi.restoreAllMocks());

  it('IndexedDB unavailable: practice works, one warning, a notice, settings kept', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(SETTINGS_KEY, '{"showStatsEnabled":false}');
    // As Chrome fails when its IndexedDB backing store cannot be opened: UnknownError. The
    // log and the snippets share the database, so both fail, and the page says so once.
    const api = failingOpens();
    const store = createDexieStore('code-recall-unavailable', api);
    const snippets = createSnippetStore('code-recall-unavailable', api);
    const loadProgressEngine = () => Promise.resolve(engineWith(store, undefined, snippets));
    await renderWithProviders(<Page />, { loadProgressEngine });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(first.title);
    expect(screen.getByText(notice)).toBeInTheDocument();
    typeWholeDrill();
    expect(await screen.findByRole('region', { name: 'Results' })).toHaveTextContent('100%');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Progress is not being saved', expect.any(Error));
    expect(error).not.toHaveBeenCalled();
    expect(localStorage.getItem(SETTINGS_KEY)).toBe('{"showStatsEnabled":false}');
    expect(screen.queryByLabelText('Statistics')).toBeNull();
  });

  it('a write that fails: the drill still finishes, the notice appears, one warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createMemoryStore();
    store.add = () => Promise.reject(new DOMException('Quota exceeded', 'QuotaExceededError'));
    await renderWithProviders(<Page />, {
      loadProgressEngine: () => Promise.resolve(engineWith(store)),
    });
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByText(notice)).toBeNull();
    typeWholeDrill();
    await screen.findByRole('region', { name: 'Results' });
    expect(await screen.findByText(notice)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('a record of an unknown shape in the log: skipped with a warning, the rest loads', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createMemoryStore([
      toStored(attempt({ topic: first.key })),
      { id: 'from-the-future', version: 9 },
    ]);
    await renderWithProviders(<Page />, {
      loadProgressEngine: () => Promise.resolve(engineWith(store)),
    });
    await screen.findByRole('heading', { level: 2 });
    expect(warn).toHaveBeenCalledWith('Skipped 1 attempt record of an unknown shape');
    expect(screen.queryByText(notice)).toBeNull();
  });

  it('snippets that cannot be read beside a good log: one warning, the cause said once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const snippets = createMemorySnippetStore();
    snippets.fail('Internal error');
    await renderWithProviders(<Page />, {
      loadProgressEngine: () =>
        Promise.resolve(engineWith(createMemoryStore(), undefined, snippets)),
    });
    await screen.findByRole('heading', { level: 2 });
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
    expect(warn).toHaveBeenCalledWith(
      'Your own snippets could not be read',
      new Error('Internal error'),
    );
  });
});
