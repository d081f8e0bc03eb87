import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnippetView } from '@/components/code/SnippetView';
import * as fixtures from '../../fixtures';
import { renderWithProviders } from '../../render';

describe('a snippet set that fails to load', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so with a Retry that loads it, never "Loading snippets…" for ever', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const real = await fixtures.loadFixtureSet('javascript');
    const load = vi
      .spyOn(fixtures, 'loadFixtureSet')
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(real);
    const user = userEvent.setup();
    await renderWithProviders(<SnippetView />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the JavaScript snippets');
    expect(screen.queryByText('Loading snippets…')).toBeNull();
    expect(error).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2 })).toHaveTextContent(
      real.topics[0]!.title,
    );
    expect(load).toHaveBeenCalledTimes(2);
  });
});
