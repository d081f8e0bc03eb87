import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySnippetStore } from '@/adapters/snippetStore';
import { fakeHighlighter, renderSnippets } from './renderSnippets';

const NOTES = [
  '# Notes',
  '## Squares',
  '```python',
  'squares = [n * n for n in range(5)]',
  'cubes = [n ** 3 for n in range(5)]',
  'total = sum(squares) + sum(cubes)',
  '```',
  '## Borrow',
  '```rust',
  'let s = &text;',
  'let n = s.len();',
  'println!("{n}");',
  '```',
  '## Install',
  '```shell',
  'npm install',
  '```',
].join('\n');

const files = () => [
  new File(['print("hi")\n'], 'hello.py'),
  new File([NOTES], 'notes.md'),
  new File(['whatever'], 'notes.txt'),
];

const input = () => screen.getByLabelText('Import snippets');
const outcome = () => screen.getByText(/^Saved \d+ snippets?/);

/** A drop of files on the page, as the browser sends it: its types name Files. */
const dropFiles = (dropped: File[], types = ['Files']) =>
  fireEvent.drop(window, { dataTransfer: { types, files: dropped } });

describe('Import snippets', () => {
  it('saves what the files hold and says how many were saved and skipped', async () => {
    const { user, store } = await renderSnippets();
    expect(input()).toHaveAttribute('multiple');
    expect(input().getAttribute('accept')).toContain('.md');
    // The input offers only the accepted extensions (user-event applies `accept`, as the
    // browser's picker does); a drop brings the rest, below.
    await user.upload(input(), files());
    await waitFor(() => expect(outcome()).toHaveTextContent(/^Saved 3 snippets; skipped 1/));
    expect(outcome()).toHaveRole('status');
    expect(outcome()).toHaveTextContent('notes.md');
    const saved = await store.list();
    expect(saved.map((snippet) => snippet.language)).toEqual(['python', 'python', 'rust']);
    expect(new Set(saved.map((snippet) => snippet.createdAt)).size).toBe(3);
  });

  it('joins a one-line Markdown block to the block before it, and says so', async () => {
    const { user, store } = await renderSnippets();
    const notes = ['```py', 'a = 1', 'b = 2', 'c = 3', '```', '```py', 'd = 4', '```'].join('\n');
    await user.upload(input(), [new File([notes], 'short.md')]);
    await waitFor(() =>
      expect(outcome()).toHaveTextContent(
        'Saved 1 snippet (short.md block at line 6 (1 line) joined the block at line 1).',
      ),
    );
    const [saved] = await store.list();
    expect(saved!.lines).toEqual(['a = 1', 'b = 2', 'c = 3', '', 'd = 4']);
  });

  it('keys a batch apart: two files of one title get "-2"', async () => {
    const { user, store } = await renderSnippets();
    await user.upload(input(), [new File(['a = 1'], 'same.py'), new File(['b = 2'], 'same.py')]);
    await waitFor(() => expect(outcome()).toHaveTextContent(/^Saved 2 snippets/));
    const [first, second] = await store.list();
    expect(second!.key).toBe(`${first!.key}-2`);
  });

  it('says how far a batch is, and which grammar is loading', async () => {
    const highlighter = fakeHighlighter();
    let release = () => {};
    const first = highlighter.highlight;
    highlighter.highlight = (language, lines) =>
      new Promise((resolve) => {
        release = () => resolve(first(language, lines));
      });
    const { user } = await renderSnippets([], { highlighter });
    await user.upload(input(), [new File(['a = 1'], 'a.py'), new File(['b = 2'], 'b.py')]);
    expect(await screen.findByText('Highlighting 1 of 2… loading the Python grammar')).toHaveRole(
      'status',
    );
    expect(input()).toBeDisabled();
    act(() => release());
    // The grammar is loaded by then: the second part names none.
    expect(await screen.findByText('Highlighting 2 of 2…')).toBeInTheDocument();
    act(() => release());
    await waitFor(() => expect(outcome()).toHaveTextContent(/^Saved 2 snippets/));
  });

  it('says which files a drop brought while an import ran were not imported', async () => {
    const highlighter = fakeHighlighter();
    let release = () => {};
    const first = highlighter.highlight;
    highlighter.highlight = (language, lines) =>
      new Promise((resolve) => {
        release = () => resolve(first(language, lines));
      });
    const { user, store } = await renderSnippets([], { highlighter });
    await user.upload(input(), [new File(['a = 1'], 'a.py')]);
    await screen.findByText(/^Highlighting/);
    dropFiles([new File(['b = 2'], 'b.py'), new File(['c = 3'], 'c.py')]);
    const word =
      'Not imported, as one import runs at a time: b.py, c.py. Try again when this one is done.';
    expect(await screen.findByText(word)).toHaveRole('status');
    act(() => release());
    await waitFor(() => expect(outcome()).toHaveTextContent(/^Saved 1 snippet/));
    expect(screen.getByText(word)).toBeInTheDocument();
    expect(await store.list()).toHaveLength(1);
  });

  it('saves nothing, and says so, when the store fails', async () => {
    const memory = createMemorySnippetStore();
    const store = { ...memory, put: () => Promise.reject(new Error('The disk is full')) };
    const { user } = await renderSnippets([], { store });
    await user.upload(input(), files());
    expect(await screen.findByText('Nothing was imported: The disk is full')).toHaveRole('alert');
    expect(await memory.list()).toEqual([]);
  });

  it('imports files dropped anywhere on the page, and ignores a drop of text', async () => {
    const { store } = await renderSnippets();
    dropFiles([new File(['x'], 'link')], ['text/uri-list']);
    expect(await store.list()).toEqual([]);
    dropFiles(files());
    await waitFor(() => expect(outcome()).toHaveTextContent(/^Saved 3 snippets; skipped 2/));
    expect(outcome()).toHaveTextContent('notes.txt');
    expect(await store.list()).toHaveLength(3);
  });

  it('highlights the page while files are dragged over it', async () => {
    await renderSnippets();
    const overlay = screen.getByText('Drop files to import them as snippets').parentElement!;
    expect(overlay).not.toHaveClass('shown');
    fireEvent.dragEnter(window, { dataTransfer: { types: ['Files'] } });
    expect(overlay).toHaveClass('shown');
    fireEvent.dragLeave(window, { dataTransfer: { types: ['Files'] } });
    expect(overlay).not.toHaveClass('shown');
  });
});
