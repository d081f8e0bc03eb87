// Each property run renders the pages anew: the runs' renders are cleaned up between them.
// eslint-disable-next-line testing-library/no-manual-cleanup
import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { DrillView } from '@/components/drill/DrillView';
import { ProgressView } from '@/components/progress/ProgressView';
import { hostileKeys, LOCAL_SNIPPET_ID } from '@/tests/adapters/sync/hostileKeys';
import { replica, simulatedClock } from '@/tests/adapters/sync/replicas';
import { snippet } from '@/tests/utils/snippets/stored';
import { drill } from '@/tests/utils/sync/drills';
import { renderWithProviders } from '../render';
import { renderSnippets } from './snippets/renderSnippets';

/** A browser whose sync has merged these keys of other devices. */
async function mergedWith(keys: Map<string, string>) {
  const clock = simulatedClock(Date.now());
  const laptop = replica(clock);
  await laptop.store.add(drill(clock.now() - 3_600_000, { language: 'javascript' }));
  await laptop.snippets.put([snippet({ id: LOCAL_SNIPPET_ID, key: 'my-snippet-1' })]);
  laptop.fake.deliver(keys);
  await laptop.sync.merge();
  return laptop;
}

describe("every page renders whatever another device's keys held (issue 41)", () => {
  it('the progress page, the new tab and My snippets, each with its controls', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(hostileKeys, async (keys) => {
        const laptop = await mergedWith(keys);
        const engine = () =>
          Promise.resolve(engineWith(laptop.store, () => laptop.sync, laptop.snippets));

        await renderWithProviders(<ProgressView />, { loadProgressEngine: engine });
        await screen.findByRole('table', { name: 'Languages' });
        expect(screen.getByRole('button', { name: 'Export progress' })).toBeInTheDocument();
        expect(screen.getByRole('checkbox', { name: 'Sync progress' })).toBeInTheDocument();
        expect(screen.queryByText(/could not be shown/)).toBeNull();
        cleanup();

        await renderWithProviders(<DrillView />, { loadProgressEngine: engine });
        expect(await screen.findByRole('combobox', { name: 'Topic' })).toBeInTheDocument();
        cleanup();

        await renderSnippets([], { store: laptop.snippets, sync: () => laptop.sync });
        expect(screen.getByRole('button', { name: 'Save snippet' })).toBeInTheDocument();
        cleanup();
      }),
      {
        numRuns: 12,
        // The tester's D1: one meta dated past what Date holds.
        examples: [
          [
            new Map([
              [
                'device:evilevil:meta',
                JSON.stringify({ version: 1, epoch: 0, chunks: 0, sum: 'x', at: 1e20 }),
              ],
            ]),
          ],
        ],
      },
    );
  }, 120_000);
});
