import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemorySnippetStore } from '@/adapters/snippetStore';
import { buildExport } from '@/utils/progress/exportFile';
import { toStored } from '@/utils/progress/attempt';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { attempt } from '../../utils/progress/fixtures';
import { snippet } from '../../utils/snippets/stored';
import { IMPORTED, importFile, renderProgress } from './renderProgress';

afterEach(() => vi.restoreAllMocks());

const log = [attempt(), attempt({ language: 'python', topic: 'closures' })];
const kept = snippet({ createdAt: '2026-11-01T09:00:00.000Z' });
const deleted = snippet({
  createdAt: '2026-11-02T09:00:00.000Z',
  deletedAt: '2026-11-03T09:00:00.000Z',
  updatedAt: '2026-11-03T09:00:00.000Z',
});

/** What the Export button downloads, as the file's JSON. */
function catchExport() {
  let exported: Blob | undefined;
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => ((exported = blob), 'blob:progress'),
    revokeObjectURL: () => {},
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return async () => JSON.parse(await exported!.text()) as Record<string, unknown>;
}

describe('the progress file and the snippets', () => {
  it('exports every snippet, a deleted one too, in a version 3 file', async () => {
    const { user } = await renderProgress(
      log,
      undefined,
      createMemorySnippetStore([kept, deleted]),
    );
    const file = catchExport();
    await user.click(screen.getByRole('button', { name: 'Export progress' }));
    expect(await screen.findByText('Exported 2 attempts and 2 snippets.')).toBeInTheDocument();
    expect(await file()).toMatchObject({ version: 3, snippets: [kept, deleted] });
  });

  it('imports the snippets of a file, says how many, and changes nothing the second time', async () => {
    const { user, snippets } = await renderProgress(log);
    const other = snippet({ language: 'rust', createdAt: '2026-11-04T09:00:00.000Z' });
    const file = buildExport(log, DEFAULT_SETTINGS, new Date(), [kept, deleted, other]);
    await user.upload(screen.getByLabelText('Import progress'), importFile(file));
    expect(
      await screen.findByText(
        /^Imported 0 new attempts from progress\.json \(2 were already here\); 3 snippets added\.$/,
        {},
        IMPORTED,
      ),
    ).toBeInTheDocument();
    expect(await snippets.list()).toEqual([kept, deleted, other]);

    const put = vi.spyOn(snippets, 'put');
    await user.upload(screen.getByLabelText('Import progress'), importFile(file, 'again.json'));
    expect(
      await screen.findByText(/from again\.json .*; 0 snippets added\.$/, {}, IMPORTED),
    ).toBeInTheDocument();
    expect(await snippets.list()).toEqual([kept, deleted, other]);
    expect(put).not.toHaveBeenCalled();
  });

  it('takes the later edit of a snippet it has, and says so', async () => {
    const snippets = createMemorySnippetStore([kept]);
    const { user } = await renderProgress(log, undefined, snippets);
    const edited = { ...kept, title: 'Edited elsewhere', updatedAt: '2026-11-25T09:00:00.000Z' };
    const file = buildExport([], DEFAULT_SETTINGS, new Date(), [edited]);
    await user.upload(screen.getByLabelText('Import progress'), importFile(file));
    expect(
      await screen.findByText(/; 0 snippets added, 1 updated\.$/, {}, IMPORTED),
    ).toBeInTheDocument();
    expect(await snippets.list()).toEqual([edited]);
  });

  it('keeps a snippet that one of the same title replaces, marked deleted, and says so', async () => {
    // Issue 41 item 5: before, the local snippet left IndexedDB and the outcome said "added".
    const snippets = createMemorySnippetStore([kept]);
    const { user } = await renderProgress(log, undefined, snippets);
    const twin = snippet({ key: kept.key, title: 'Twin', updatedAt: '2026-11-25T09:00:00.000Z' });
    const file = buildExport(log.slice(0, 1), DEFAULT_SETTINGS, new Date(), [twin]);
    await user.upload(screen.getByLabelText('Import progress'), importFile(file));
    expect(
      await screen.findByText(
        /^Imported 0 new attempts from progress\.json \(1 was already here\); 1 snippet added, 1 of the same title replaced \(kept as deleted\)\.$/,
        {},
        IMPORTED,
      ),
    ).toBeInTheDocument();
    expect(await snippets.list()).toEqual([
      { ...kept, updatedAt: twin.updatedAt, deletedAt: twin.updatedAt },
      twin,
    ]);
  });

  it('still imports a version 1 file, which has no snippets', async () => {
    const { user, store, snippets } = await renderProgress(log);
    const added = attempt({ topic: 'loops' });
    const versionOne = JSON.stringify({
      format: 'code-recall-progress',
      version: 1,
      exportedAt: new Date().toISOString(),
      settings: DEFAULT_SETTINGS,
      attempts: [added].map(toStored),
    });
    await user.upload(screen.getByLabelText('Import progress'), importFile(versionOne));
    expect(
      await screen.findByText(/^Imported 1 new attempt from progress\.json\.$/, {}, IMPORTED),
    ).toBeInTheDocument();
    expect((await store.load()).attempts).toHaveLength(3);
    expect(await snippets.list()).toEqual([]);
  });

  it('imports nothing when the snippet store fails, and says why', async () => {
    // The page reads its snippets once and again after each write: the store fails from the
    // start, so the import's read is a read of the failing store.
    const snippets = createMemorySnippetStore();
    snippets.fail('QuotaExceededError');
    const { user, store } = await renderProgress(log, undefined, snippets);
    const file = buildExport([attempt({ topic: 'loops' })], DEFAULT_SETTINGS, new Date(), [kept]);
    await user.upload(screen.getByLabelText('Import progress'), importFile(file));
    expect(await screen.findByRole('alert', {}, IMPORTED)).toHaveTextContent(
      'Nothing was imported: The snippets could not be read: QuotaExceededError',
    );
    expect((await store.load()).attempts).toHaveLength(2);
  });

  it('exports nothing when the snippets cannot be read, and says why', async () => {
    const snippets = createMemorySnippetStore([kept]);
    snippets.fail('the database is closed');
    const { user } = await renderProgress(log, undefined, snippets);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Export progress' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was exported: The snippets could not be read: the database is closed.',
    );
    expect(click).not.toHaveBeenCalled();
  });

  it('keeps the snippets when progress is reset, and says so first', async () => {
    const snippets = createMemorySnippetStore([kept, deleted]);
    const { user, store } = await renderProgress(log, undefined, snippets);
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    expect(screen.getByRole('dialog', { name: 'Reset progress?' })).toHaveTextContent(
      'Your snippets are kept.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete all progress' }));
    expect(await screen.findByText(/Progress reset/)).toBeInTheDocument();
    expect((await store.load()).attempts).toEqual([]);
    expect(await snippets.list()).toEqual([kept, deleted]);
  });
});
