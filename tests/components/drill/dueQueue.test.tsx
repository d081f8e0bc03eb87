import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { DrillView } from '@/components/drill/DrillView';
import { toStored } from '@/utils/progress/attempt';
import { fixtureSet } from '../../fixtures';
import { renderWithProviders } from '../../render';
import { attempt } from '../../utils/progress/fixtures';

const topics = fixtureSet('javascript').topics;
const [, older, newer] = topics;

/** The new tab over a log where two topics were drilled whole, long ago: both are due. */
async function renderWithDue() {
  const log = [
    attempt({ topic: older!.key, finishedAt: '2026-01-01T09:00:00Z' }),
    attempt({ topic: newer!.key, finishedAt: '2026-01-05T09:00:00Z' }),
  ];
  await renderWithProviders(<DrillView />, {
    loadProgressEngine: () => Promise.resolve(engineWith(createMemoryStore(log.map(toStored)))),
  });
}

describe('what is due, on the new tab', () => {
  it('says how many are due, and Review next opens the most overdue other than the one shown', async () => {
    const user = userEvent.setup();
    await renderWithDue();
    // The schedule opens on the most overdue.
    await screen.findByRole('heading', { level: 2, name: older!.title });
    expect(screen.getByRole('status', { name: 'Due' })).toHaveTextContent('2 due');
    await user.click(screen.getByRole('button', { name: 'Review next' }));
    expect(await screen.findByRole('heading', { level: 2, name: newer!.title })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Review next' }));
    expect(await screen.findByRole('heading', { level: 2, name: older!.title })).toBeVisible();
  });

  it('marks each topic in the list due, new or with its level', async () => {
    await renderWithDue();
    await screen.findByRole('heading', { level: 2, name: older!.title });
    const list = screen.getByRole('combobox', { name: 'Topic' });
    const option = (key: string) =>
      within(list)
        .getAllByRole('option')
        .find((each) => (each as HTMLOptionElement).value === key)!;
    expect(option(older!.key)).toHaveTextContent(`${older!.title} · due · level 1`);
    expect(option(topics[0]!.key)).toHaveTextContent(`${topics[0]!.title} · new`);
  });

  it('keeps the whole title in the heading tooltip, however it is cut', async () => {
    await renderWithDue();
    const heading = await screen.findByRole('heading', { level: 2, name: older!.title });
    expect(heading).toHaveAttribute('title', older!.title);
  });
});
