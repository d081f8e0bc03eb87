import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import { TryItDrill } from '@/components/welcome/TryItDrill';
import { topicKeys } from '@/utils/drill/recallCues';
import { javascript } from '../../fixtures/javascript';
import { renderWithProviders } from '../../render';

/** The keys of the fixtures' first JavaScript topic (one card, comments given), as user-event writes them. */
const keys = topicKeys(javascript.topics[0]!, javascript.palette).replaceAll('\n', '{Enter}');

describe('TryItDrill', () => {
  it('drills the first card without taking focus, then shows Results and records nothing', async () => {
    const user = userEvent.setup();
    const store = createMemoryStore();
    await renderWithProviders(<TryItDrill />, {
      loadProgressEngine: () => Promise.resolve(engineWith(store)),
    });
    const typing = await screen.findByRole('textbox', { name: 'Typing practice' });
    expect(typing).not.toHaveFocus();
    expect(screen.getByRole('region', { name: 'Snippet code' })).toHaveTextContent(
      'const MAX_RETRIES = 3;',
    );
    await user.click(typing);
    await user.keyboard(keys);
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('100%')).toBeInTheDocument();
    expect(results).toHaveTextContent('Not saved');
    expect((await store.load()).attempts).toEqual([]);

    await user.click(within(results).getByRole('button', { name: 'Restart' }));
    expect(screen.getByRole('textbox', { name: 'Typing practice' })).toHaveFocus();
  });
});
