import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { DrillView } from '@/components/drill/DrillView';
import type { RecallLevel } from '@/utils/drill/recall/levels';
import { topicKeys } from '@/utils/drill/recallCues';
import { SELECTION_KEY } from '@/utils/selection';
import { fixtureSet } from '../../fixtures';
import { renderWithProviders } from '../../render';

const set = fixtureSet('javascript');
const first = set.topics[0]!;

/** The keys a drill of the first topic at `level` types (comments given, as by default). */
const keysAt = (level: RecallLevel): string => topicKeys(first, set.palette, level);

/** Drills the first topic at `level` to its end, asking one hint first when `hint`. */
async function finishAt(level: RecallLevel, { hint = false } = {}) {
  localStorage.setItem(SELECTION_KEY, JSON.stringify({ language: 'javascript', group: first.key }));
  await renderWithProviders(<DrillView />, {
    loadProgressEngine: () => Promise.resolve(engineWith(createMemoryStore())),
  });
  await screen.findByRole('heading', { level: 2, name: first.title });
  await userEvent
    .setup()
    .selectOptions(screen.getByRole('combobox', { name: 'Recall level' }), `Level ${level} of 4`);
  const input = screen.getByRole('textbox', { name: 'Typing practice' });
  if (hint) fireEvent.keyDown(input, { key: 'i', code: 'KeyI', altKey: true });
  for (const char of keysAt(level))
    fireEvent.keyDown(input, { key: char === '\n' ? 'Enter' : char });
  const results = await screen.findByRole('region', { name: 'Results' });
  return within(results).getByRole('region', { name: 'Recall' });
}

describe('the Results of a recall drill', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('name the share recalled, the grade in words and the next review with its level', async () => {
    const recall = await finishAt(2);
    expect(recall).toHaveTextContent(/Recalled (\d+) of \1 hidden characters, 100%/);
    expect(recall).toHaveTextContent('Graded Easy: every key on hidden code was right.');
    expect(recall).toHaveTextContent(/Next review in \d+ (minutes|hours|days), at level \d of 4/);
    // Said against the level the schedule gave the new card (0), not the level chosen.
    expect(recall).toHaveTextContent(/\(up from level 0\)/);
    expect(recall).toHaveTextContent(/raises the level.*Again lowers it/);
  });

  it('count a hint, and a hint holds the grade at Hard', async () => {
    // A key every 200 ms (60 WPM): one hint is far under half the words.
    let clock = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 200));
    const recall = await finishAt(4, { hint: true });
    const [, recalled, hidden] = /Recalled (\d+) of (\d+)/.exec(recall.textContent)!;
    expect(Number(recalled)).toBeLessThan(Number(hidden));
    expect(recall).toHaveTextContent(/%; 1 hint/);
    expect(recall).toHaveTextContent('Graded Hard: a hint holds a drill at Hard.');
  });

  it('at level 0, say why the drill graded Hard at best', async () => {
    const recall = await finishAt(0);
    expect(recall).not.toHaveTextContent('Recalled');
    expect(recall).toHaveTextContent(
      'Graded Hard: all the code was shown, and only code typed from memory earns Good.',
    );
    expect(recall).toHaveTextContent(/at level 1 of 4 \(up from level 0\)/);
  });
});
