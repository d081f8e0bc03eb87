import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildExport } from '@/utils/progress/exportFile';
import { MAX_IMPORT_BYTES } from '@/utils/progress/importLimits';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { attempt } from '../../utils/progress/fixtures';
import { IMPORTED, importFile, renderProgress } from './renderProgress';

const log = [
  attempt({ topic: 'closures', wpm: 40, accuracy: 0.9, finishedAt: '2026-11-20T10:00:00Z' }),
  attempt({ topic: 'closures', wpm: 55, accuracy: 0.98, finishedAt: '2026-11-21T10:00:00Z' }),
  attempt({ language: 'python', topic: 'closures', finishedAt: '2026-11-21T11:00:00Z' }),
];

describe('ProgressView', () => {
  it('shows practised of total per language and the chosen language topics', async () => {
    const { user } = await renderProgress(log);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show progress for' }), [
      'JavaScript',
    ]);
    const languages = screen.getByRole('table', { name: 'Languages' });
    const javascript = within(languages).getByRole('row', { name: /^JavaScript/ });
    expect(javascript).toHaveTextContent(/1 of \d+/);
    const topics = screen.getByRole('table', { name: 'Topics' });
    const closures = within(topics).getByRole('row', { name: /^Closures/ });
    expect(
      within(closures)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2',
      // Looked up: never.
      '0',
      '55',
      '98%',
      expect.stringMatching(/^[0-4]$/),
      expect.stringMatching(/^(due|–)$/),
      expect.stringMatching(/^(now|in \d+ \w+)$/),
    ]);
  });

  it('keeps one row per topic, with its cards due and its lowest level', async () => {
    const day = 24 * 60 * 60 * 1000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
    const carded = [
      // Drilled whole long ago (every card), then card 3 of 3 alone just now.
      attempt({ topic: 'closures', accuracy: 1, errors: 0, finishedAt: at(30) }),
      attempt({ topic: 'closures', card: 2, cards: 3, finishedAt: at(0) }),
    ];
    const { user } = await renderProgress(carded);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show progress for' }), [
      'JavaScript',
    ]);
    const topics = screen.getByRole('table', { name: 'Topics' });
    const closures = within(topics).getAllByRole('row', { name: /^Closures/ });
    expect(closures).toHaveLength(1);
    const cells = within(closures[0]!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent).slice(0, 6)).toEqual([
      '2',
      '0',
      expect.any(String),
      expect.any(String),
      // Cards 1 and 2 have only the drill of the whole topic: one good review, level 1.
      '1',
      '2 of 3 cards due',
    ]);
  });

  it('names the two charts and the streaks', async () => {
    await renderProgress(log);
    expect(screen.getByRole('figure', { name: 'Speed over time' })).toHaveTextContent(
      'WPM and accuracy per day over 1 day',
    );
    expect(screen.getByRole('figure', { name: 'Practice calendar' })).toBeInTheDocument();
    expect(screen.getByRole('definition', { name: 'Longest streak' })).toHaveTextContent('2 days');
  });

  it('imports its own export without changing anything', async () => {
    const { store, user } = await renderProgress(log);
    const own = buildExport(log, DEFAULT_SETTINGS, new Date());
    await user.upload(screen.getByLabelText('Import progress'), importFile(own));
    expect(
      await screen.findByText(/Imported 0 new attempts .*\(3 were already here\)/, {}, IMPORTED),
    ).toBeInTheDocument();
    expect((await store.load()).attempts).toHaveLength(3);
  });

  it('refuses a broken file with its reason in an alert, and keeps the log', async () => {
    const { store, user } = await renderProgress(log);
    await user.upload(screen.getByLabelText('Import progress'), importFile('{"format":'));
    expect(await screen.findByRole('alert', {}, IMPORTED)).toHaveTextContent(
      'The file is not JSON',
    );
    expect((await store.load()).attempts).toHaveLength(3);
  });

  it('says what is wrong with a file that misses a field, in words, naming it', async () => {
    const { store, user } = await renderProgress(log);
    const file = JSON.parse(buildExport(log, DEFAULT_SETTINGS, new Date())) as Record<
      string,
      unknown
    >;
    delete file.exportedAt;
    await user.upload(screen.getByLabelText('Import progress'), importFile(JSON.stringify(file)));
    const alert = await screen.findByRole('alert', {}, IMPORTED);
    expect(alert).toHaveTextContent(
      'Nothing was imported: this is not a whole progress file. It has no "exportedAt".',
    );
    expect(alert).not.toHaveTextContent(/Invalid key|received undefined/);
    expect((await store.load()).attempts).toHaveLength(3);
  });

  it('names the attempt whose field is wrong', async () => {
    const { user } = await renderProgress(log);
    const file = JSON.parse(buildExport(log, DEFAULT_SETTINGS, new Date())) as {
      attempts: Record<string, unknown>[];
    };
    file.attempts[1]!.wpm = 'fast';
    await user.upload(screen.getByLabelText('Import progress'), importFile(JSON.stringify(file)));
    expect(await screen.findByRole('alert', {}, IMPORTED)).toHaveTextContent(
      /^Nothing was imported: attempt 2 in the file has "fast" as its "\w+", where a number belongs\.$/,
    );
  });

  it('lists the practised topics, the rest behind Show all', async () => {
    const { user } = await renderProgress(log);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show progress for' }), [
      'JavaScript',
    ]);
    const topics = screen.getByRole('table', { name: 'Topics' });
    const rows = () => within(topics).getAllByRole('row').slice(1);
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toHaveAccessibleName(/^Closures/);
    await user.click(screen.getByRole('button', { name: /^Show all \d+ topics$/ }));
    expect(rows().length).toBeGreaterThan(1);
    expect(within(topics).getAllByText('not practised').length).toBe(rows().length - 1);
    await user.click(screen.getByRole('button', { name: 'Show practised topics only' }));
    expect(rows()).toHaveLength(1);
  });

  it('merges the new attempts of another browser by id', async () => {
    const { store, user } = await renderProgress(log);
    const other = buildExport([log[0]!, attempt({ topic: 'loops' })], DEFAULT_SETTINGS, new Date());
    await user.upload(screen.getByLabelText('Import progress'), importFile(other));
    expect(
      await screen.findByText(/Imported 1 new attempt from/, {}, IMPORTED),
    ).toBeInTheDocument();
    expect((await store.load()).attempts).toHaveLength(4);
  });

  it('shows a large import on a progress bar with its count, and a Reset meanwhile waits', async () => {
    const { store, user } = await renderProgress(log);
    const many = Array.from({ length: 12_000 }, (_, index) =>
      attempt({ finishedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString() }),
    );
    await user.upload(
      screen.getByLabelText('Import progress'),
      importFile(buildExport(many, DEFAULT_SETTINGS, new Date())),
    );
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' }, IMPORTED);
    expect(bar.closest('[role="status"]')).not.toBeNull();
    await screen.findByText(/^Importing [\d,]+ of 12,000 attempts…$/, {}, IMPORTED);
    expect(bar).toHaveAttribute('max', '12000');
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    await user.click(screen.getByRole('button', { name: 'Delete all progress' }));
    expect(screen.getByText('Reset is waiting for the import to finish…')).toBeInTheDocument();
    // The import grew the log: Reset asks again, naming what it would now delete.
    expect(await screen.findByText(/deletes the 12,003 attempts/, {}, IMPORTED)).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete all progress' }));
    expect(await screen.findByText(/Progress reset/)).toBeInTheDocument();
    expect((await store.load()).attempts).toHaveLength(0);
  }, 30_000);

  it('ends a large import with the right count', async () => {
    const { store, user } = await renderProgress(log);
    const many = Array.from({ length: 6_000 }, (_, index) =>
      attempt({ finishedAt: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString() }),
    );
    const file = buildExport([...log, ...many], DEFAULT_SETTINGS, new Date());
    await user.upload(screen.getByLabelText('Import progress'), importFile(file));
    await screen.findByRole('progressbar', { name: 'Import progress' }, IMPORTED);
    expect(
      await screen.findByText(
        /Imported 6,000 new attempts .*\(3 were already here\)/,
        {},
        IMPORTED,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect((await store.load()).attempts).toHaveLength(6_003);
  }, 30_000);

  it('counts one attempt in the singular when asking to reset', async () => {
    const { user } = await renderProgress(log.slice(0, 1));
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    expect(screen.getByRole('dialog', { name: 'Reset progress?' })).toHaveTextContent(
      'This deletes the 1 attempt here',
    );
  });

  it('resets only after a confirmation', async () => {
    const { store, user } = await renderProgress(log);
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset progress?' });
    // One account of sync, and no "this browser only" beside it.
    expect(dialog).toHaveTextContent(
      "This deletes the 3 attempts here and this browser's drills on your synced devices; drills made on those devices stay and sync back.",
    );
    expect(dialog).not.toHaveTextContent(/this browser only/);
    expect(within(dialog).getByRole('button', { name: 'Delete all progress' })).toHaveClass(
      'danger',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect((await store.load()).attempts).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    await user.click(screen.getByRole('button', { name: 'Delete all progress' }));
    expect(await screen.findByText(/Progress reset/)).toBeInTheDocument();
    expect((await store.load()).attempts).toHaveLength(0);
  });
});

describe('ProgressView on a log other pages write', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows what another page wrote when it says so', async () => {
    let changed = () => {};
    const { store } = await renderProgress(log, (store) => {
      store.onChange = (listener) => ((changed = listener), () => {});
    });
    const drills = screen.getByRole('definition', { name: 'Drills' });
    expect(drills).toHaveTextContent('3');
    await store.add(attempt({ topic: 'loops' }));
    changed();
    await vi.waitFor(() => expect(drills).toHaveTextContent('4'));
  });

  it('exports and counts for Reset the log as it is now, not as it was read', async () => {
    const { store, user } = await renderProgress(log);
    // Another page finishes a drill; this one has not been told.
    await store.add(attempt({ topic: 'loops' }));
    let exported: Blob | undefined;
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => ((exported = blob), 'blob:progress'),
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(screen.getByRole('button', { name: 'Export progress' }));
    expect(await screen.findByText('Exported 4 attempts.')).toBeInTheDocument();
    expect((JSON.parse(await exported!.text()) as { attempts: [] }).attempts).toHaveLength(4);

    await store.add(attempt({ topic: 'maps' }));
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    expect(await screen.findByText(/deletes the 5 attempts here/)).toBeInTheDocument();
  });

  it('deletes nothing when the log changed while Reset asked, and asks again (item 7)', async () => {
    const { store, user } = await renderProgress(log);
    await user.click(screen.getByRole('button', { name: 'Reset progress' }));
    await screen.findByText(/deletes the 3 attempts here/);
    // Another page imports two while the dialog is open.
    await store.addNew([attempt({ topic: 'loops' }), attempt({ topic: 'maps' })]);
    await user.click(screen.getByRole('button', { name: 'Delete all progress' }));
    expect(await screen.findByText(/deletes the 5 attempts here/)).toBeInTheDocument();
    expect(screen.getByText(/^The log changed meanwhile/)).toHaveTextContent('Nothing was reset');
    expect((await store.load()).attempts).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Delete all progress' }));
    expect(await screen.findByText(/Progress reset/)).toBeInTheDocument();
    expect((await store.load()).attempts).toHaveLength(0);
  });

  it('refuses a file over the limit by its size in bytes, without reading it', async () => {
    const { store, user } = await renderProgress(log);
    const big = importFile('{}', 'big.json');
    Object.defineProperty(big, 'size', { value: MAX_IMPORT_BYTES + 1 });
    const read = vi.spyOn(big, 'text');
    await user.upload(screen.getByLabelText('Import progress'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nothing was imported: the file is too large (50.1 MB; an import reads at most 50 MB).',
    );
    expect(read).not.toHaveBeenCalled();
    expect((await store.load()).attempts).toHaveLength(3);
  });
});
