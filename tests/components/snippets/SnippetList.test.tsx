import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { attempt } from '../../utils/progress/fixtures';
import { form, paste, renderSnippets, snippet } from './renderSnippets';

const retry = snippet({
  title: 'Retry',
  lines: ['for attempt in range(3):', '    try_it()', '    sleep(1)'],
});
const fetchJson = snippet({
  title: 'Fetch JSON',
  key: 'my-fetch-json',
  lines: ['fetch(url)', '.then(r => r.json())'],
});
const cache = snippet({ title: 'Cache', language: 'go', lines: ['sync.Map{}', 'm.Load(k)'] });

const row = (title: string) => screen.getByRole('button', { name: `Edit ${title}` }).closest('li')!;

describe('Saved snippets', () => {
  it('filters by title, language or code, and says when none matches', async () => {
    const { user } = await renderSnippets([retry, fetchJson, cache]);
    const filter = screen.getByRole('searchbox', { name: 'Filter snippets' });
    await user.type(filter, 'json');
    expect(screen.getByRole('button', { name: 'Edit Fetch JSON' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Retry' })).toBeNull();
    await user.clear(filter);
    await user.type(filter, 'go');
    expect(screen.getByRole('button', { name: 'Edit Cache' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Fetch JSON' })).toBeNull();
    await user.clear(filter);
    await user.type(filter, 'sleep(');
    expect(screen.getByRole('button', { name: 'Edit Retry' })).toBeInTheDocument();
    await user.type(filter, 'zzz');
    expect(screen.getByText('No snippet matches “sleep(zzz”.')).toBeInTheDocument();
  });

  it('shows each snippet’s level and next review, and its code on Show code', async () => {
    await renderSnippets([retry, fetchJson], {
      attempts: [
        attempt({ language: 'python', topic: retry.key, finishedAt: '2020-01-01T10:00:00Z' }),
      ],
    });
    await waitFor(() => expect(row('Retry')).toHaveTextContent(/Level \d of 4 · due now/));
    expect(row('Fetch JSON')).toHaveTextContent('not practised');
    const show = within(row('Retry')).getByRole('button', { name: 'Show code of Retry' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    show.click();
    await waitFor(() => expect(show).toHaveAttribute('aria-expanded', 'true'));
    expect(screen.getByLabelText('Code of Retry')).toHaveTextContent(/try_it\(\)\s+sleep\(1\)/);
  });

  it('moves the focus to the Title field on Edit', async () => {
    const { user } = await renderSnippets([retry]);
    await user.click(screen.getByRole('button', { name: 'Edit Retry' }));
    expect(form.title()).toHaveFocus();
    expect(form.title()).toHaveValue('Retry');
  });

  it('drops the form’s “Saved” once an import has said its own word', async () => {
    const { user } = await renderSnippets();
    await user.type(form.title(), 'Loop');
    await paste(user, 'for x in xs:\n    print(x)\n    total += x');
    await user.click(form.save());
    expect(await screen.findByText('Saved “Loop”.')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Import snippets'), [
      new File(['a = 1\nb = 2\nc = 3\n'], 'abc.py'),
    ]);
    await screen.findByText(/^Saved 1 snippet\.$/);
    expect(screen.queryByText('Saved “Loop”.')).toBeNull();
  });

  it('asks before deleting with a red Delete snippet', async () => {
    const { user } = await renderSnippets([retry]);
    await user.click(screen.getByRole('button', { name: 'Delete Retry' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete “Retry”?' });
    expect(within(dialog).getByRole('button', { name: 'Delete snippet' })).toHaveClass('danger');
  });
});
