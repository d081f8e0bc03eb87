import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { createMemorySnippetStore } from '@/adapters/snippetStore';
import { DrillView } from '@/components/drill/DrillView';
import { SELECTION_KEY } from '@/utils/selection';
import { typedSequence } from '@/utils/drill/targets';
import { renderWithProviders } from '../../render';
import { snippet } from '../../utils/snippets/stored';

const add = snippet({ language: 'javascript', key: 'my-add', title: 'Add two' });

describe('an own snippet on the new tab', () => {
  it('is drilled, listed under My snippets, and its drill goes on when a page changes the snippets', async () => {
    localStorage.setItem(SELECTION_KEY, '{"language":"javascript","group":"my-add"}');
    const snippets = createMemorySnippetStore([add]);
    await renderWithProviders(<DrillView />, {
      loadProgressEngine: () =>
        Promise.resolve(engineWith(createMemoryStore(), undefined, snippets)),
    });
    await screen.findByRole('heading', { level: 2, name: 'Add two' });
    const topics = screen.getByRole('combobox', { name: 'Topic' });
    const mine = within(topics).getByRole('group', { name: 'My snippets' });
    expect(within(mine).getByRole('option', { name: /^Add two · / })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Compare' })).toBeNull();

    const keys = typedSequence(add.lines);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Typing practice' }));
    await user.keyboard(keys.slice(0, 5));
    // Another page deletes this snippet and saves a new one, mid-drill.
    act(() =>
      snippets.putFromOtherPage([
        { ...add, deletedAt: '2026-11-25T10:00:00.000Z' },
        snippet({ language: 'javascript', title: 'Another', createdAt: '2026-11-21T10:00:00Z' }),
      ]),
    );
    await within(topics).findByRole('option', { name: /^Another · / });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Add two');
    await user.keyboard(keys.slice(5).replaceAll('{', '{{').replaceAll('[', '[['));
    expect(await screen.findByRole('region', { name: 'Results' })).toHaveTextContent('100%');
  });
});

describe('non-ASCII code', () => {
  it('is typed by keys and by an input method’s composition, and completes at 100 %', async () => {
    const names = snippet({
      language: 'javascript',
      key: 'my-names',
      title: 'Names',
      lines: ['const 名前 = "é🎉";'],
      palette: [['#1f2328', '#e6edf3', 0, 1]],
      tokens: [[['const 名前 = "é🎉";', 0]]],
    });
    localStorage.setItem(SELECTION_KEY, '{"language":"javascript","group":"my-names"}');
    await renderWithProviders(<DrillView />, {
      loadProgressEngine: () =>
        Promise.resolve(
          engineWith(createMemoryStore(), undefined, createMemorySnippetStore([names])),
        ),
    });
    await screen.findByRole('heading', { level: 2, name: 'Names' });
    const code = screen.getByRole('region', { name: 'Snippet code' });
    expect(code.textContent).toBe(names.lines[0]);
    // The emoji is drawn whole in one span, never as two halves.
    expect([...code.querySelectorAll('.token > span')].map((span) => span.textContent)).toContain(
      '🎉',
    );
    const box = screen.getByRole('textbox', { name: 'Typing practice' });
    const user = userEvent.setup();
    await user.click(box);
    await user.keyboard('const ');
    // An IME: its keys say Process while composing, and the characters come at the end.
    fireEvent.compositionStart(box);
    fireEvent.keyDown(box, { key: 'Process', isComposing: true });
    fireEvent.keyDown(box, { key: 'n', isComposing: true });
    fireEvent.compositionEnd(box, { data: '名前' });
    await user.keyboard(' = "é');
    fireEvent.keyDown(box, { key: '🎉' });
    await user.keyboard('";');
    expect(await screen.findByRole('region', { name: 'Results' })).toHaveTextContent('100%');
  });
});
