import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PracticeDrill } from '@/components/practice/PracticeDrill';
import type { HighlightedGroup, TokenStyle } from '@/data/types';
import { SETTINGS_KEY } from '@/utils/settings';
import { renderWithProviders } from '../../render';

const palette: TokenStyle[] = [['#1f2328', '#f0f6fc', 0]];
const lines = ['if (ok) {', '', '  go();', '}'];
const group: HighlightedGroup = {
  title: 'Tiny',
  key: 'tiny',
  snippets: lines,
  tokens: lines.map((line) => (line ? [[line, 0] as const] : [])),
};

async function renderDrill({ recall = false } = {}) {
  const user = userEvent.setup();
  await renderWithProviders(
    <PracticeDrill group={group} palette={palette} recall={recall} onTopics={() => {}} />,
  );
  return user;
}

describe('PracticeDrill', () => {
  it('focuses the surface named Typing practice on load', async () => {
    await renderDrill();
    expect(screen.getByRole('textbox', { name: 'Typing practice' })).toHaveFocus();
  });

  it('completes at 100 % accuracy without typing indentation or blank lines', async () => {
    const user = await renderDrill();
    await user.keyboard('if (ok) {{{Enter}go();{Enter}}');
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('100%')).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'Restart' })).toBeInTheDocument();
    expect(within(results).getByRole('button', { name: 'Next snippet' })).toBeInTheDocument();
  });

  it('counts a corrected error and still completes', async () => {
    const user = await renderDrill();
    await user.keyboard('ix{Backspace}f (ok) {{{Enter}go();{Enter}}');
    const results = screen.getByRole('region', { name: 'Results' });
    const errors = within(results).getByText('Errors').nextElementSibling;
    expect(errors).toHaveTextContent('1');
    expect(within(results).getByText('94%')).toBeInTheDocument();
  });

  it('marks a wrong key where it was typed and moves the caret on', async () => {
    const user = await renderDrill();
    await user.keyboard('x');
    const code = screen.getByRole('region', { name: 'Snippet code' });
    expect(code.querySelector('.token.error')).toHaveTextContent('i');
    expect(code.textContent).toBe(lines.join('\n'));
    expect(code.querySelectorAll('[data-caret]')).toHaveLength(1);
  });

  it('keeps focus on Tab and leaves the surface on Esc', async () => {
    const user = await renderDrill();
    const surface = screen.getByRole('textbox', { name: 'Typing practice' });
    await user.keyboard('{Tab}');
    expect(surface).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(surface).not.toHaveFocus();
    expect(screen.getByRole('button', { name: 'Restart' })).toHaveFocus();
  });

  it('restarts with Alt+R', async () => {
    const user = await renderDrill();
    await user.keyboard('if');
    await user.keyboard('{Alt>}r{/Alt}');
    const code = screen.getByRole('region', { name: 'Snippet code' });
    expect(code.querySelector('.token.typed')).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Typing practice' })).toHaveFocus();
  });

  it('refreshes the statistics on a timer, not on every keystroke', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderWithProviders(
        <PracticeDrill group={group} palette={palette} recall={false} onTopics={() => {}} />,
      );
      await user.keyboard('i');
      await user.keyboard('x');
      const stats = screen.getByLabelText('Statistics');
      const errors = () => within(stats).getByText('Errors').nextElementSibling?.textContent;
      expect(errors()).toBe('0');
      act(() => vi.advanceTimersByTime(250));
      expect(errors()).toBe('1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows no Statistics when Show statistics is off', async () => {
    localStorage.setItem(SETTINGS_KEY, '{"showStatsEnabled":false}');
    await renderDrill();
    expect(screen.queryByLabelText('Statistics')).toBeNull();
  });

  it('blinks the caret only when Blinking cursor is on', async () => {
    await renderDrill();
    const code = screen.getByRole('region', { name: 'Snippet code' });
    expect(code.parentElement).toHaveClass('blinking');
  });

  it('keeps the caret solid when Blinking cursor is off', async () => {
    localStorage.setItem(SETTINGS_KEY, '{"blinkingCursorEnabled":false}');
    await renderDrill();
    const code = screen.getByRole('region', { name: 'Snippet code' });
    expect(code.parentElement).not.toHaveClass('blinking');
  });
});

describe('PracticeDrill in recall mode', () => {
  it('hides the code, keeps indentation, and shows what is typed', async () => {
    const user = await renderDrill({ recall: true });
    const code = screen.getByRole('region', { name: 'Snippet code' });
    expect(code.textContent).toBe('\n\n  \n');
    await user.keyboard('if');
    expect(code.textContent).toBe('if\n\n  \n');
  });

  it('reveals the next word on Alt+I and counts the hint in the results', async () => {
    const user = await renderDrill({ recall: true });
    await user.keyboard('{Alt>}i{/Alt}');
    const code = screen.getByRole('region', { name: 'Snippet code' });
    expect(code.textContent?.startsWith('if\n')).toBe(true);
    await user.keyboard('if (ok) {{{Enter}go();{Enter}}');
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByText('Hints').nextElementSibling).toHaveTextContent('1');
  });
});
