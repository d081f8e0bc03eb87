import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { HighlightClient } from '@/adapters/highlightClient';
import { createMemorySnippetStore } from '@/adapters/snippetStore';
import { form, paste, renderSnippets, snippet } from './renderSnippets';

/** A highlighter whose answers wait until the test lets them go, as a grammar loading does. */
function slowHighlighter() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const highlighter: HighlightClient = {
    highlight: vi.fn(async (_language, lines: readonly string[]) => {
      await released;
      return {
        palette: [['#24292e', '#e1e4e8', 0, 0] as const],
        tokens: lines.map((line) => [[line, 0] as const]),
      };
    }),
    dispose: () => {},
  };
  return { highlighter, release };
}

describe('two pages writing the same snippets (issue 41 items 6, 13)', () => {
  it('does not bring back a snippet another page deleted while it was being edited', async () => {
    const original = snippet({ title: 'Doomed', key: 'my-doomed', lines: ['a = 1'] });
    const store = createMemorySnippetStore([original]);
    const { user } = await renderSnippets([], { store });
    await user.click(screen.getByRole('button', { name: 'Edit Doomed' }));
    const at = '2026-06-01T10:00:00.000Z';
    // Another page deletes it meanwhile.
    act(() => store.putFromOtherPage([{ ...original, updatedAt: at, deletedAt: at }]));
    await user.clear(form.code());
    await paste(user, 'a = 2');
    await user.click(form.save());
    expect(await screen.findByText(/changed or deleted on another page/)).toBeInTheDocument();
    const [kept] = await store.list();
    expect(kept).toMatchObject({ deletedAt: at, lines: ['a = 1'] });
    expect(form.code()).toHaveValue('a = 2');
  });

  it('gives a snippet saved at the same time as another page its own key', async () => {
    const { highlighter, release } = slowHighlighter();
    const store = createMemorySnippetStore();
    const { user } = await renderSnippets([], { store, highlighter });
    await user.selectOptions(form.language(), 'Python');
    await user.type(form.title(), 'Ring Buffer');
    await paste(user, 'ring = []');
    await user.click(form.save());
    // Another page saves the same title while this one highlights.
    const other = snippet({ title: 'Ring Buffer', id: 'other-page', key: 'my-ring-buffer' });
    act(() => store.putFromOtherPage([other]));
    release();
    await screen.findByText(/Saved “Ring Buffer”|another page/);
    const keys = (await store.list()).map((held) => held.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
