import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { DrillView } from '@/components/drill/DrillView';
import { toStored } from '@/utils/progress/attempt';
import { fixtureSet } from '../../fixtures';
import { renderWithProviders } from '../../render';
import { attempt } from '../../utils/progress/fixtures';

const first = fixtureSet('javascript').topics[0]!;
const level = () => screen.getByRole('combobox', { name: 'Recall level' });
const code = () => screen.getByRole('region', { name: 'Snippet code' });
/** The characters of the code left out of what a screen reader reads: the hidden ones. */
const hiddenCount = () => code().querySelectorAll('.token > [aria-hidden="true"]').length;

/** The new tab over a log of Good recall reviews of the first topic, `days` apart. */
async function renderWithReviews(count: number, days = 3) {
  const start = Date.parse('2026-10-01T09:00:00Z');
  const log = Array.from({ length: count }, (_, index) =>
    attempt({
      topic: first.key,
      mode: 'recall',
      accuracy: 0.98,
      errors: 1,
      finishedAt: new Date(start + index * days * 86_400_000).toISOString(),
    }),
  );
  const store = createMemoryStore(log.map(toStored));
  await renderWithProviders(<DrillView />, {
    loadProgressEngine: () => Promise.resolve(engineWith(store)),
  });
  await screen.findByRole('heading', { level: 2 });
  // With a history the schedule opens elsewhere: the Topic list comes back to this one.
  await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Topic' }), first.key);
  await screen.findByRole('heading', { level: 2, name: first.title });
}

describe('the recall level on the new tab', () => {
  it('opens a topic with no history as scheduled, at level 0, all code shown', async () => {
    await renderWithReviews(0);
    expect(level()).toHaveDisplayValue('As scheduled');
    expect(level()).toHaveAccessibleDescription('As scheduled: Level 0 of 4');
    expect(hiddenCount()).toBe(0);
  });

  it('opens a topic with two Good recall reviews at a higher level, some code hidden', async () => {
    await renderWithReviews(2);
    expect(level()).toHaveDisplayValue('As scheduled');
    expect(level()).not.toHaveAccessibleDescription('As scheduled: Level 0 of 4');
    expect(hiddenCount()).toBeGreaterThan(0);
    expect(code().textContent.length).toBe(first.lines.join('\n').length);
  });

  it('is the one control for the level: a level chosen, then back as scheduled', async () => {
    const user = userEvent.setup();
    await renderWithReviews(0);
    expect(screen.queryByRole('switch', { name: 'Recall mode' })).toBeNull();
    expect(
      within(level())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'As scheduled',
      'Level 0 of 4',
      'Level 1 of 4',
      'Level 2 of 4',
      'Level 3 of 4',
      'Level 4 of 4',
    ]);
    await user.selectOptions(level(), 'Level 1 of 4');
    const atOne = hiddenCount();
    expect(atOne).toBeGreaterThan(0);
    await user.selectOptions(level(), 'Level 4 of 4');
    expect(hiddenCount()).toBeGreaterThan(atOne);
    await user.selectOptions(level(), 'As scheduled');
    expect(hiddenCount()).toBe(0);
  });

  it('reveals the next hidden word with Alt+I', async () => {
    const user = userEvent.setup();
    await renderWithReviews(0);
    await user.selectOptions(level(), 'Level 1 of 4');
    const before = hiddenCount();
    const input = screen.getByRole('textbox', { name: 'Typing practice' });
    fireEvent.keyDown(input, { key: 'i', code: 'KeyI', altKey: true });
    expect(hiddenCount()).toBeLessThan(before);
    expect(hiddenCount()).toBeGreaterThan(0);
  });
});
