import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { createMemorySnippetStore } from '@/adapters/snippetStore';
import { toStored } from '@/utils/progress/attempt';
import { SELECTION_KEY } from '@/utils/selection';
import { fixtureSet } from '../../fixtures';
import { renderLookup } from '../../popupShell';
import { attempt } from '../../utils/progress/fixtures';
import { snippet } from '../../utils/snippets/stored';

const topics = () => screen.getByRole('listbox', { name: 'Topics' });
const heading = () => screen.getByRole('heading', { level: 2 });

const upsert = snippet({
  language: 'python',
  key: 'my-upsert',
  title: 'Upsert <b>rows</b>',
  lines: ['def add(a, b):', '\treturn a + b'],
});
const gone = snippet({ language: 'python', deletedAt: '2026-11-21T10:00:00.000Z' });

describe('own snippets in the popup', () => {
  afterEach(() => document.getElementById('search-box')?.remove());

  it('lists a language’s own snippets after its topics, marked Mine, and shows their code', async () => {
    localStorage.setItem(SELECTION_KEY, '{"language":"python","group":""}');
    const snippets = createMemorySnippetStore([upsert, gone]);
    const user = await renderLookup({
      loadProgressEngine: () =>
        Promise.resolve(engineWith(createMemoryStore(), undefined, snippets)),
    });
    const mine = await within(topics()).findByRole('option', { name: 'Upsert <b>rows</b>, mine' });
    const options = within(topics()).getAllByRole('option');
    // After every built-in topic; the deleted snippet is not listed.
    expect(options).toHaveLength(fixtureSet('python').topics.length + 1);
    expect(options.at(-1)).toBe(mine);
    expect(mine).toHaveTextContent('Mine');
    await user.click(mine);
    await waitFor(() => expect(heading()).toHaveTextContent('Upsert <b>rows</b>'));
    expect((await screen.findByRole('region', { name: 'Snippet code' })).textContent).toBe(
      upsert.lines.join('\n'),
    );
    // One language only: nothing to compare it with.
    expect(screen.getByRole('button', { name: 'Practise' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Compare' })).toBeNull();
  });

  it('counts an own snippet that is due in Due topics', async () => {
    localStorage.setItem(SELECTION_KEY, '{"language":"python","group":""}');
    const log = createMemoryStore(
      [attempt({ language: 'python', topic: upsert.key, finishedAt: '2020-01-01T10:00:00Z' })].map(
        toStored,
      ),
    );
    const snippets = createMemorySnippetStore([upsert]);
    await renderLookup({
      loadProgressEngine: () => Promise.resolve(engineWith(log, undefined, snippets)),
    });
    expect(await screen.findByLabelText('Due topics')).toHaveTextContent('1');
  });

  it('leaves a deleted snippet out of Due topics, its attempt kept in the log', async () => {
    localStorage.setItem(SELECTION_KEY, '{"language":"python","group":""}');
    const log = createMemoryStore(
      [attempt({ language: 'python', topic: upsert.key, finishedAt: '2020-01-01T10:00:00Z' })].map(
        toStored,
      ),
    );
    const deleted = createMemorySnippetStore([
      { ...upsert, deletedAt: '2026-11-21T10:00:00.000Z' },
    ]);
    await renderLookup({
      loadProgressEngine: () => Promise.resolve(engineWith(log, undefined, deleted)),
    });
    await within(topics()).findByRole('option', { name: 'Closures' });
    expect(screen.queryByLabelText('Due topics')).toBeNull();
    expect((await log.load()).attempts).toHaveLength(1);
  });
});
