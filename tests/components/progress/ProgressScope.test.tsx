import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildExport } from '@/utils/progress/exportFile';
import { DEFAULT_SETTINGS } from '@/utils/preferences/settings';
import { attempt } from '../../utils/progress/fixtures';
import { IMPORTED, importFile, renderProgress } from './renderProgress';

const bracket = (count: number) =>
  Array.from({ length: count }, () => ({
    expected: '(',
    typed: 'x',
    tokenClass: 'bracket' as const,
  }));

// JavaScript drilled first, with missed brackets; Rust last, with no miss.
const log = [
  attempt({ topic: 'closures', finishedAt: '2026-11-20T10:00:00Z', misses: bracket(4) }),
  attempt({ topic: 'loops', finishedAt: '2026-11-21T10:00:00Z' }),
  attempt({ language: 'rust', topic: 'closures', finishedAt: '2026-11-22T09:00:00Z' }),
];

const control = () => screen.getByRole('combobox', { name: 'Show progress for' });
const topicsHeader = () =>
  within(screen.getByRole('table', { name: 'Topics' })).getAllByRole('columnheader')[0];
const weakSpots = () => screen.getByRole('region', { name: 'Weak spots' });

describe('the progress page and its one language control', () => {
  it('opens on the language practised last, with All languages and the sixteen', async () => {
    await renderProgress(log);
    expect(control()).toHaveValue('rust');
    const options = within(control()).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toHaveLength(17);
    expect(options[0]).toHaveTextContent('All languages');
    expect(topicsHeader()).toHaveTextContent('Rust topic');
    expect(weakSpots()).toHaveTextContent('in Rust');
    // No second language control: the header's and the old Weak spots for are gone; the
    // weak spots' other select chooses misses, not a language.
    const misses = screen.getByRole('combobox', { name: 'Misses' });
    expect(screen.getAllByRole('combobox').filter((box) => box !== misses)).toEqual([control()]);
  });

  it('moves the topics, the weak spots and the speed chart together', async () => {
    const { user } = await renderProgress(log);
    expect(within(weakSpots()).getByText(/No misses recorded yet/)).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Speed over time' })).toHaveTextContent('over 1 day');

    await user.selectOptions(control(), ['JavaScript']);
    expect(topicsHeader()).toHaveTextContent('JavaScript topic');
    expect(weakSpots()).toHaveTextContent('in JavaScript');
    expect(within(weakSpots()).getByRole('img', { name: /Missed most on 9 \(4\)/ })).toBeVisible();
    const classes = within(weakSpots()).getByRole('table', { name: 'Token classes' });
    expect(within(classes).getByRole('row', { name: /^bracket/ })).toHaveTextContent('4');
    expect(screen.getByRole('figure', { name: 'Speed over time' })).toHaveTextContent(
      'over 2 days',
    );
  });

  it('on All languages keeps the Languages table and asks for a language for topics', async () => {
    const { user } = await renderProgress(log);
    await user.selectOptions(control(), ['All languages']);
    expect(screen.queryByRole('table', { name: 'Topics' })).toBeNull();
    expect(screen.getByText(/Topics are kept per language/)).toBeInTheDocument();
    expect(weakSpots()).toHaveTextContent('in all languages');
    expect(screen.getByRole('figure', { name: 'Speed over time' })).toHaveTextContent(
      'over 3 days',
    );
  });

  it('stays on its language when another page records a drill in another', async () => {
    let changed = () => {};
    const { store } = await renderProgress(log, (store) => {
      store.onChange = (listener) => ((changed = listener), () => {});
    });
    await store.add(attempt({ topic: 'loops', finishedAt: '2026-11-23T09:00:00Z' }));
    changed();
    const drills = screen.getByRole('definition', { name: 'Drills' });
    await vi.waitFor(() => expect(drills).toHaveTextContent('4'));
    expect(control()).toHaveValue('rust');
  });

  it("shows a language's topics from its row in the Languages table", async () => {
    const { user } = await renderProgress(log);
    const languages = screen.getByRole('table', { name: 'Languages' });
    await user.click(within(languages).getByRole('button', { name: 'Go' }));
    expect(control()).toHaveValue('go');
    expect(topicsHeader()).toHaveTextContent('Go topic');
    expect(within(languages).getByRole('button', { name: 'Go' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});

describe('the progress page with no attempts', () => {
  it('is one card with Start a drill and the import, and no table, chart or control', async () => {
    await renderProgress([]);
    expect(screen.getByRole('heading', { name: 'No drills yet' })).toBeInTheDocument();
    const start = screen.getByRole('link', { name: 'Start a drill' });
    expect(start).toHaveAttribute('href', '/newtab.html');
    expect(start).toHaveClass('button', 'primary');
    expect(screen.queryAllByRole('table')).toEqual([]);
    expect(screen.queryAllByRole('figure')).toEqual([]);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByLabelText('Import progress')).toBeEnabled();
  });

  it('fills from an import, opening on its last language and keeping the outcome', async () => {
    const { user } = await renderProgress([]);
    const file = buildExport(log, DEFAULT_SETTINGS, new Date());
    await user.upload(screen.getByLabelText('Import progress'), importFile(file));
    const outcome = await screen.findByText(/Imported 3 new attempts/, {}, IMPORTED);
    expect(
      await screen.findByRole('combobox', { name: 'Show progress for' }, IMPORTED),
    ).toHaveValue('rust');
    expect(screen.queryByRole('link', { name: 'Start a drill' })).toBeNull();
    // The progress file's controls stayed where they were: the outcome is still said.
    expect(outcome).toBeInTheDocument();
  });
});

describe('weak spots by kind of miss', () => {
  it('shows recall misses apart from typing misses', async () => {
    const user = userEvent.setup();
    await renderProgress([
      attempt({ misses: bracket(2) }),
      attempt({
        mode: 'recall',
        misses: [{ expected: 'f', typed: 'x', tokenClass: 'keyword', recall: true }],
      }),
    ]);
    const classes = () => within(weakSpots()).getByRole('table', { name: 'Token classes' });
    const row = (name: RegExp) => within(classes()).getByRole('row', { name });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Misses' }), 'Recall misses');
    expect(row(/^keyword/)).toHaveTextContent('1');
    expect(row(/^bracket/)).not.toHaveTextContent('2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Misses' }), 'Typing misses');
    expect(row(/^bracket/)).toHaveTextContent('2');
    expect(row(/^keyword/)).not.toHaveTextContent('1');
  });
});
