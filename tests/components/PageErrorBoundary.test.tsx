import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageErrorBoundary } from '@/components/PageErrorBoundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('The drill lost its topic');
  return <p>Back again</p>;
}

describe('PageErrorBoundary', () => {
  it('shows the error and a way back instead of a blank page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    render(
      <PageErrorBoundary>
        <Fragile />
      </PageErrorBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on this page');
    expect(alert).toHaveTextContent('The drill lost its topic');
    broken = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Back again')).toBeInTheDocument();
    error.mockRestore();
  });
});
