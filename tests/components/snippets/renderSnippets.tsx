import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { HighlightClient } from '@/adapters/highlightClient';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { createMemorySnippetStore, type SnippetStore } from '@/adapters/snippetStore';
import type { Sync } from '@/adapters/sync/syncRunner';
import { createSyncStatus } from '@/adapters/sync/syncStatus';
import { SnippetsView } from '@/components/snippets/SnippetsView';
import type { LanguageKey } from '@/data/languages';
import { toStored, type Attempt } from '@/utils/progress/attempt';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { renderWithProviders } from '../../render';

/** A highlighter without Shiki: each line one token of the palette's one colour. */
export function fakeHighlighter(): HighlightClient {
  return {
    highlight: vi.fn((_language: LanguageKey, lines: readonly string[]) =>
      Promise.resolve({
        palette: [['#24292e', '#e1e4e8', 0, 0] as const],
        tokens: lines.map((line) => [[line, 0] as const]),
      }),
    ),
    dispose: () => {},
  };
}

/** A saved snippet as the store holds it. */
export function snippet(fields: Partial<OwnSnippet> & Pick<OwnSnippet, 'title'>): OwnSnippet {
  const lines = fields.lines ?? ['print(1)'];
  return {
    id: `id-${fields.title}`,
    language: 'python',
    key: `my-${fields.title.toLowerCase()}`,
    lines,
    palette: [['#24292e', '#e1e4e8', 0, 0]],
    tokens: lines.map((line) => [[line, 0]]),
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...fields,
  };
}

/** A sync that only counts the writes asked of it, with a status a test sets. */
export function fakeSync() {
  const sync = {
    status: createSyncStatus(),
    attach: () => () => {},
    merge: () => Promise.resolve(),
    written: vi.fn(() => Promise.resolve()),
    reset: () => Promise.resolve(),
  } satisfies Sync;
  return { sync, make: () => sync };
}

type Options = {
  store?: SnippetStore;
  highlighter?: HighlightClient;
  /** The engine's sync, as the pages have it; none unless a test passes one. */
  sync?: (snippets: SnippetStore) => Sync;
  /** The attempt log the engine reads (none unless given). */
  attempts?: readonly Attempt[];
};

/** My snippets over a memory store held by the page's engine, once it has read the store. */
export async function renderSnippets(initial: OwnSnippet[] = [], options: Options = {}) {
  const store = options.store ?? createMemorySnippetStore(initial);
  const highlighter = options.highlighter ?? fakeHighlighter();
  const open = vi.fn<(path: string) => void>();
  const user = userEvent.setup();
  const log = createMemoryStore((options.attempts ?? []).map(toStored));
  const engine = engineWith(log, options.sync, store);
  await renderWithProviders(<SnippetsView highlighter={highlighter} open={open} />, {
    loadProgressEngine: () => Promise.resolve(engine),
  });
  await screen.findByRole('heading', { name: /^Saved snippets/ });
  return { store, highlighter, open, user, engine };
}

/** The form's fields and button, by the names DESIGN gives them. */
export const form = {
  language: () => screen.getByRole('combobox', { name: 'Snippet language' }),
  title: () => screen.getByRole('textbox', { name: 'Title' }),
  code: () => screen.getByRole('textbox', { name: 'Code' }),
  save: () => screen.getByRole('button', { name: 'Save snippet' }),
  /** The form's error (the list has its own alert, for a delete that failed). */
  problem: () => within(screen.getByRole('form')).getByRole('alert'),
};

/** Sets the code box's text at once, as a paste does (user.type would read `{` and `[` as keys). */
export async function paste(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.click(form.code());
  await user.paste(text);
}
