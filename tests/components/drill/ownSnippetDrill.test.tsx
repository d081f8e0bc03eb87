import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { createMemorySnippetStore } from '@/adapters/snippetStore';
import { Drill } from '@/components/drill/Drill';
import { DrillView } from '@/components/drill/DrillView';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { SELECTION_KEY } from '@/utils/selection';
import { typedSequence } from '@/utils/drill/targets';
import { toStored } from '@/utils/progress/attempt';
import { fixtureSet } from '../../fixtures';
import { renderWithProviders } from '../../render';
import { attempt } from '../../utils/progress/fixtures';
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

describe('a snippet of comments only', () => {
  it('says at a recall level that there is nothing to type, not to start typing (item 14)', async () => {
    const notes: HighlightedTopic = {
      title: 'Only Comments',
      key: 'my-only-comments',
      lines: ['# first note', '# second note'],
      tokens: [[['# first note', 0]], [['# second note', 0]]],
    };
    const lastWheel = { current: -Infinity };
    const palette: TokenStyle[] = [['#59636e', '#9198a1', 0, 4]];
    await renderWithProviders(
      <Drill topic={notes} palette={palette} level={1} onTopics={() => {}} lastWheel={lastWheel} />,
    );
    expect(screen.getByText(/^Nothing to type here/)).toHaveTextContent('only comments');
    expect(screen.queryByText(/^Start typing/)).toBeNull();
  });

  it('is never where the new tab opens, though due (item 14)', async () => {
    const notes = snippet({
      language: 'javascript',
      key: 'my-notes',
      title: 'Notes',
      lines: ['// first note', '// second note'],
      palette: [['#59636e', '#9198a1', 0, 4]],
      tokens: [[['// first note', 0]], [['// second note', 0]]],
    });
    const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
    const { topics } = fixtureSet('javascript');
    const log = [
      attempt({ topic: notes.key, finishedAt: ago(30) }),
      attempt({ topic: topics[0]!.key, finishedAt: ago(1) }),
    ];
    localStorage.setItem(
      SELECTION_KEY,
      JSON.stringify({ language: 'javascript', group: topics[0]!.key }),
    );
    await renderWithProviders(<DrillView />, {
      loadProgressEngine: () =>
        Promise.resolve(
          engineWith(
            createMemoryStore(log.map(toStored)),
            undefined,
            createMemorySnippetStore([notes]),
          ),
        ),
    });
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(topics[1]!.title);
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
