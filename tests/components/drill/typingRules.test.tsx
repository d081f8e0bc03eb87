import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { typeCommentsPreference } from '@/adapters/pagePreferences';
import { Drill } from '@/components/drill/Drill';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { renderWithProviders } from '../../render';

// `if (ok) {` … under a comment line, whose palette entry names the comment class (4).
const palette: TokenStyle[] = [
  ['#1f2328', '#f0f6fc', 0, 8],
  ['#59636e', '#9198a1', 0, 4],
];
const lines = ['// go when ok', 'if (ok) {', '', '  go();', '}'];
const topic: HighlightedTopic = {
  title: 'Tiny',
  key: 'tiny',
  lines,
  tokens: lines.map((line, row) => (line ? [[line, row === 0 ? 1 : 0] as const] : [])),
};
const CODE = 'if (ok) {{{Enter}go();{Enter}}';

function SampleDrill() {
  const lastWheel = useRef(-Infinity);
  return (
    <Drill topic={topic} palette={palette} level={0} onTopics={() => {}} lastWheel={lastWheel} />
  );
}

async function renderDrill() {
  const user = userEvent.setup();
  await renderWithProviders(<SampleDrill />);
  return user;
}

const progress = () => screen.getByRole('progressbar', { name: 'Drill progress' });
const stat = (region: HTMLElement, name: string) =>
  within(region).getByRole('definition', { name }).textContent;
/** The spans of the characters of line `row`. */
function charsOf(row: number) {
  const code = screen.getByRole('region', { name: 'Snippet code' });
  const line = code.querySelectorAll('.code-line')[row]!;
  return [...line.querySelectorAll<HTMLElement>('.token > span')];
}

describe('On a wrong key: Stop, by default', () => {
  it('leaves the caret, flashes the character the key was typed on, and counts an error', async () => {
    const user = await renderDrill();
    await user.keyboard('i');
    await user.keyboard('x');
    expect(progress()).toHaveAttribute('aria-valuenow', '1');
    const f = charsOf(1)[1]!;
    expect(f.className).toBe('');
    expect(f.dataset.miss).toBe('a');
    // A second wrong key on the same character flashes it again.
    await user.keyboard('y');
    expect(f.dataset.miss).toBe('b');
    await user.keyboard(CODE.slice(1));
    const results = screen.getByRole('region', { name: 'Results' });
    expect(stat(results, 'Errors')).toBe('2');
  });

  it('shows the Enter mark for a moment when the wrong key stood at a line end', async () => {
    const user = await renderDrill();
    await user.keyboard('if (ok) {{x');
    const [mark] = within(screen.getByRole('region', { name: 'Snippet code' })).getAllByTitle(
      'wrong key at the line end',
    );
    expect(mark!.hidden).toBe(false);
    expect(mark!.dataset.miss).toBe('a');
    await user.keyboard('{Enter}');
    expect(mark!.hidden).toBe(true);
  });
});

describe('Type comments', () => {
  it('is off by default: the comment is shown, not typed, and counts in no figure', async () => {
    const user = await renderDrill();
    expect(screen.getByRole('region', { name: 'Snippet code' })).toHaveTextContent('// go when ok');
    await user.keyboard(CODE);
    const results = screen.getByRole('region', { name: 'Results' });
    expect(stat(results, 'Accuracy')).toBe('100%');
  });

  it('on, types the comment too, and applies at once to the drill on screen', async () => {
    const user = await renderDrill();
    await user.keyboard('/');
    expect(progress()).toHaveAttribute('aria-valuenow', '0');
    act(() => typeCommentsPreference().set(true));
    // The drill starts again, asking for the comment first.
    expect(progress()).toHaveAttribute('aria-valuemax', String(14 + 17));
    await user.click(screen.getByRole('textbox', { name: 'Typing practice' }));
    await user.keyboard(`// go when ok{Enter}${CODE}`);
    const results = screen.getByRole('region', { name: 'Results' });
    expect(stat(results, 'Errors')).toBe('0');
  });
});

describe('the clock', () => {
  it('reads no WPM in the first second, beside 0:00', async () => {
    const user = await renderDrill();
    await user.keyboard('if');
    const stats = screen.getByLabelText('Statistics');
    expect([stat(stats, 'WPM'), stat(stats, 'Time')]).toEqual(['–', '0:00']);
  });

  it('pauses on Esc, says so, and goes on with the next key in the drill', async () => {
    const user = await renderDrill();
    await user.keyboard('if');
    expect(screen.queryByText(/^Paused/)).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByText(/^Paused/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Restart' })).toHaveFocus();
    await user.keyboard('{Tab}');
    expect(screen.getByRole('textbox', { name: 'Typing practice' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.queryByText(/^Paused/)).toBeNull();
  });
});
