import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySnippetStore } from '@/adapters/snippetStore';
import { SELECTION_KEY } from '@/utils/selection';
import { fakeHighlighter, fakeSync, form, paste, renderSnippets, snippet } from './renderSnippets';

// The list reads the store again after a save: it fills a moment after the status.
const saved = () => screen.findByRole('list', { name: /^Saved snippets/ });

describe('SnippetsView', () => {
  it('saves a snippet: highlighted, keyed, listed, and the form emptied', async () => {
    const { user, store, highlighter } = await renderSnippets();
    expect(screen.getByRole('heading', { name: 'My snippets' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing saved yet/)).toBeInTheDocument();
    await user.selectOptions(form.language(), 'Python');
    await user.type(form.title(), 'List Comprehension');
    await paste(user, 'squares = [n * n for n in range(10)]');
    await user.click(form.save());

    expect(await screen.findByText('Saved “List Comprehension”.')).toHaveRole('status');
    expect(form.title()).toHaveValue('');
    expect(form.code()).toHaveValue('');
    expect(await within(await saved()).findByText('List Comprehension')).toBeInTheDocument();
    for (const action of ['Practise', 'Edit', 'Delete']) {
      expect(
        screen.getByRole('button', { name: `${action} List Comprehension` }),
      ).toHaveTextContent(action);
    }
    expect(highlighter.highlight).toHaveBeenCalledWith('python', [
      'squares = [n * n for n in range(10)]',
    ]);
    const [stored] = await store.list();
    expect(stored).toMatchObject({
      language: 'python',
      key: 'my-list-comprehension',
      title: 'List Comprehension',
      lines: ['squares = [n * n for n in range(10)]'],
      tokens: [[['squares = [n * n for n in range(10)]', 0]]],
    });
  });

  it('shows what cleaning changes, and the cleaned code, before saving', async () => {
    const { user } = await renderSnippets();
    await paste(user, 'def area(r):\r\n\treturn 3.14 * r * r   \r\n');
    expect(await screen.findByText(/^Cleaned: /)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Cleaned code' })).toHaveTextContent(
      'def area(r): return 3.14 * r * r',
    );
    expect(screen.getByRole('region', { name: 'Cleaned code' }).textContent).toBe(
      'def area(r):\n\treturn 3.14 * r * r',
    );
  });

  it('shows tabs inside a line made spaces before saving: a drill cannot type them', async () => {
    const { user } = await renderSnippets();
    await paste(user, 'type User struct {\n\tName\tstring\n}');
    expect(await screen.findByText(/^Cleaned: /)).toHaveTextContent(
      'tabs inside a line made spaces',
    );
    expect(screen.getByRole('region', { name: 'Cleaned code' }).textContent).toBe(
      'type User struct {\n\tName    string\n}',
    );
  });

  it('types a tab with Tab, and leaves the code with Esc then Tab', async () => {
    const { user } = await renderSnippets();
    await user.click(form.code());
    await user.keyboard('if x:{Enter}{Tab}y');
    expect(form.code()).toHaveValue('if x:\n\ty');
    await user.keyboard('{Escape}{Tab}');
    expect(form.code()).not.toHaveFocus();
  });

  it('names the line of a limit broken, and refuses to save it', async () => {
    const { user, store } = await renderSnippets();
    await user.type(form.title(), 'Wide');
    await paste(user, `ok = 1\nx = "${'a'.repeat(250)}"`);
    await waitFor(() => expect(form.problem()).toHaveTextContent(/Line 2/));
    await user.click(form.save());
    expect(form.problem()).toHaveTextContent(/Line 2/);
    expect(await store.list()).toEqual([]);
  });

  it('refuses a title of invisible characters only, and says so', async () => {
    const { user, store } = await renderSnippets();
    await user.type(form.title(), '\u200b\u200b ');
    await paste(user, 'x = 1');
    await user.click(form.save());
    expect(form.problem()).toHaveTextContent('Give the snippet a title you can see');
    expect(await store.list()).toEqual([]);
  });

  it('keeps the draft and says why when the store fails', async () => {
    const store = createMemorySnippetStore();
    const { user } = await renderSnippets([], { store });
    store.fail('QuotaExceededError');
    await user.type(form.title(), 'Kept');
    await paste(user, 'x = 1');
    await user.click(form.save());
    await waitFor(() =>
      expect(form.problem()).toHaveTextContent(/QuotaExceededError\. Your draft is still here\./),
    );
    expect(form.title()).toHaveValue('Kept');
    expect(form.code()).toHaveValue('x = 1');
    store.fail(null);
    expect(await store.list()).toEqual([]);
  });

  it('keeps the draft when the highlighter fails', async () => {
    const highlighter = fakeHighlighter();
    highlighter.highlight = () => Promise.reject(new Error('the grammar did not load'));
    const { user, store } = await renderSnippets([], { highlighter });
    await user.type(form.title(), 'Kept');
    await paste(user, 'x = 1');
    await user.click(form.save());
    await waitFor(() =>
      expect(form.problem()).toHaveTextContent(
        'The JavaScript code could not be highlighted: the grammar did not load. Your draft is still here.',
      ),
    );
    expect(form.code()).toHaveValue('x = 1');
    expect(await store.list()).toEqual([]);
  });

  it('gives a title taken in its language, even by a deleted snippet, the key "-2"', async () => {
    const gone = snippet({ title: 'Closures', deletedAt: '2026-01-02T10:00:00.000Z' });
    const { user, store } = await renderSnippets([gone]);
    await user.selectOptions(form.language(), 'Python');
    await user.type(form.title(), 'Closures');
    await paste(user, 'def outer(): pass');
    await user.click(form.save());
    await screen.findByText('Saved “Closures”.');
    const keys = (await store.list()).map((entry) => entry.key);
    expect(keys).toEqual(['my-closures', 'my-closures-2']);
  });

  it('asks before deleting, then hides the snippet and keeps its record', async () => {
    const { user, store } = await renderSnippets([snippet({ title: 'Doomed' })]);
    await user.click(screen.getByRole('button', { name: 'Delete Doomed' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Doomed”?' });
    expect(dialog).toHaveTextContent('Its attempts stay in your progress.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await store.list())[0]!.deletedAt).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Delete Doomed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Delete snippet' }));
    expect(await screen.findByText(/Nothing saved yet/)).toBeInTheDocument();
    const [kept] = await store.list();
    expect(kept!.deletedAt).toEqual(expect.any(String));
    expect(kept!.updatedAt).toBe(kept!.deletedAt);
  });

  it('edits a snippet in place: same id and key, a new updatedAt, the language fixed', async () => {
    const original = snippet({ title: 'Edit Me', key: 'my-edit-me', lines: ['a = 1'] });
    const { user, store } = await renderSnippets([original]);
    await user.click(screen.getByRole('button', { name: 'Edit Edit Me' }));
    expect(form.title()).toHaveValue('Edit Me');
    expect(form.code()).toHaveValue('a = 1');
    expect(form.language()).toBeDisabled();
    await user.clear(form.code());
    await paste(user, 'a = 2');
    await user.click(form.save());
    await screen.findByText('Saved “Edit Me”.');

    const all = await store.list();
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({ id: original.id, key: 'my-edit-me', lines: ['a = 2'] });
    expect(all[0]!.createdAt).toBe(original.createdAt);
    expect(all[0]!.updatedAt).not.toBe(original.updatedAt);
    expect(form.language()).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('says a long paste saves as parts, and saves each', async () => {
    const { user, store } = await renderSnippets();
    await user.type(form.title(), 'Long');
    const block = (n: number) => Array.from({ length: 10 }, (_, i) => `x${n}_${i} = ${i}`);
    await paste(user, [0, 1, 2, 3, 4].map((n) => block(n).join('\n')).join('\n\n'));
    const parts = await screen.findByText(/^Saves as \d+ parts/);
    const count = Number(/Saves as (\d+)/.exec(parts.textContent)![1]);
    expect(count).toBeGreaterThan(1);
    await user.click(form.save());
    await screen.findByText(`Saved “Long” as ${count} parts.`);
    expect((await store.list()).map((entry) => entry.title)).toContain('Long (part 2)');
  });

  it('practises a snippet as the popup does: stores it as the choice and opens the new tab', async () => {
    const { user, open } = await renderSnippets([snippet({ title: 'Mine', language: 'rust' })]);
    await user.click(screen.getByRole('button', { name: 'Practise Mine' }));
    expect(JSON.parse(window.localStorage.getItem(SELECTION_KEY)!)).toEqual({
      language: 'rust',
      group: 'my-mine',
      chosenAt: expect.any(Number) as number,
    });
    expect(open).toHaveBeenCalledWith('/newtab.html');
  });

  it('shows a title with markup as text', async () => {
    const { user } = await renderSnippets();
    const title = '<img src=x onerror=alert(1)><script>alert(1)</script>';
    await user.type(form.title(), title.replace(/[[{]/g, '$&$&'));
    await paste(user, '<b>bold</b>');
    await user.click(form.save());
    await screen.findByText(`Saved “${title}”.`);
    expect(await within(await saved()).findByText(title)).toBeInTheDocument();
    expect(document.querySelector('img, b, script')).toBeNull();
  });

  it('marks the snippets the sync quota leaves on this device Not synced, and only them', async () => {
    const [kept, left] = [snippet({ title: 'Kept' }), snippet({ title: 'Left' })];
    const { sync, make } = fakeSync();
    await renderSnippets([kept, left], { sync: make });
    expect(screen.queryByText('Not synced')).toBeNull();
    act(() => sync.status.update({ unsynced: [left.id] }));
    const list = await saved();
    const row = (title: string) => within(list).getByText(title).closest('li') as HTMLElement;
    expect(within(row('Left')).getByText('Not synced')).toHaveAttribute(
      'title',
      expect.stringMatching(/Too large for the browser's sync, or its quota is full/),
    );
    expect(within(row('Kept')).queryByText('Not synced')).toBeNull();
    act(() => sync.status.update({ unsynced: [] }));
    expect(screen.queryByText('Not synced')).toBeNull();
  });

  it('asks sync for a write after every save, edit and delete: one store for the page', async () => {
    const { sync, make } = fakeSync();
    const { user, store } = await renderSnippets([], { sync: make });
    await user.type(form.title(), 'Ring');
    await paste(user, 'x = 1');
    await user.click(form.save());
    await screen.findByText('Saved “Ring”.');
    await waitFor(() => expect(sync.written).toHaveBeenCalledTimes(1));
    const list = await saved();
    await user.click(await within(list).findByRole('button', { name: 'Edit Ring' }));
    await user.clear(form.code());
    await paste(user, 'x = 2');
    await user.click(form.save());
    await waitFor(() => expect(sync.written).toHaveBeenCalledTimes(2));
    expect((await store.list())[0]!.lines).toEqual(['x = 2']);
    await user.click(within(list).getByRole('button', { name: 'Delete Ring' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Ring”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete snippet' }));
    await waitFor(() => expect(sync.written).toHaveBeenCalledTimes(3));
    expect((await store.list())[0]!.deletedAt).toBeDefined();
  });
});
