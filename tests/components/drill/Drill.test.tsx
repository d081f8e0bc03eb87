import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Drill } from '@/components/drill/Drill';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { SETTINGS_KEY } from '@/utils/preferences/settings';
import { renderWithProviders } from '../../render';

const palette: TokenStyle[] = [['#1f2328', '#f0f6fc', 0, 8]];
const lines = ['if (ok) {', '', '  go();', '}'];
const topic: HighlightedTopic = {
  title: 'Tiny',
  key: 'tiny',
  lines: lines,
  tokens: lines.map((line) => (line ? [[line, 0] as const] : [])),
};

function SampleDrill({ recall }: { recall: boolean }) {
  const lastWheel = useRef(-Infinity);
  return (
    <Drill
      topic={topic}
      palette={palette}
      level={recall ? 4 : 0}
      onTopics={() => {}}
      lastWheel={lastWheel}
    />
  );
}

const stat = (region: HTMLElement, name: string) =>
  within(region).getByRole('definition', { name }).textContent;

async function renderDrill({ recall = false } = {}) {
  const user = userEvent.setup();
  await renderWithProviders(<SampleDrill recall={recall} />);
  return user;
}

describe('Drill', () => {
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
    expect(within(results).getByRole('button', { name: 'Next snippet' })).toHaveFocus();
  });

  it('shows the Results in place of the code and the live figures, and Restart brings both back', async () => {
    const user = await renderDrill();
    await user.keyboard('if (ok) {{{Enter}go();{Enter}}');
    expect(screen.queryByRole('region', { name: 'Snippet code' })).toBeNull();
    expect(screen.queryByLabelText('Statistics')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Restart' }));
    expect(await screen.findByRole('region', { name: 'Snippet code' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Typing practice' })).toHaveFocus();
  });

  it('reads no WPM or accuracy before the first key, and a cue to start', async () => {
    const user = await renderDrill();
    const stats = screen.getByLabelText('Statistics');
    expect([stat(stats, 'WPM'), stat(stats, 'Accuracy')]).toEqual(['–', '–']);
    expect(screen.getByText(/^Start typing/)).toBeInTheDocument();
    await user.keyboard('i');
    expect(stat(stats, 'Accuracy')).toBe('100%');
    expect(screen.queryByText(/^Start typing/)).toBeNull();
  });

  it('counts a wrong key and completes at the same text (On a wrong key: Stop)', async () => {
    const user = await renderDrill();
    await user.keyboard('ixf (ok) {{{Enter}go();{Enter}}');
    const results = screen.getByRole('region', { name: 'Results' });
    expect(stat(results, 'Errors')).toBe('1');
    expect(within(results).getByText('94%')).toBeInTheDocument();
  });

  it('moves on after a wrong key under Move on, keeping the code text as it is', async () => {
    localStorage.setItem('code-recall-wrong-key', 'move-on');
    const user = await renderDrill();
    await user.keyboard('x');
    const code = screen.getByRole('region', { name: 'Snippet code' });
    expect(code.textContent).toBe(lines.join('\n'));
    // The wrong key took the place of "i": the rest completes the drill, with one error.
    await user.keyboard('f (ok) {{{Enter}go();{Enter}}');
    expect(stat(screen.getByRole('region', { name: 'Results' }), 'Errors')).toBe('1');
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
    await user.keyboard('ix');
    await user.keyboard('{Alt>}r{/Alt}');
    expect(screen.getByRole('textbox', { name: 'Typing practice' })).toHaveFocus();
    // Typed from the start again, the drill completes without the earlier error.
    await user.keyboard('if (ok) {{{Enter}go();{Enter}}');
    expect(stat(screen.getByRole('region', { name: 'Results' }), 'Errors')).toBe('0');
  });

  it('draws each key on the code without rendering: typed, wrong, the Enter mark, progress', async () => {
    localStorage.setItem(SETTINGS_KEY, '{"showStatsEnabled":false}');
    localStorage.setItem('code-recall-wrong-key', 'move-on');
    const commits = vi.fn();
    const user = userEvent.setup();
    await renderWithProviders(
      <Profiler id="drill" onRender={commits}>
        <SampleDrill recall={false} />
      </Profiler>,
    );
    await user.keyboard('i');
    commits.mockClear();
    // "x" takes the place of "f"; "Q" the place of the Enter.
    await user.keyboard('x (ok) {{Q');
    expect(commits).not.toHaveBeenCalled();
    const code = screen.getByRole('region', { name: 'Snippet code' });
    const chars = code.querySelectorAll('.code-line')[0]!.querySelectorAll('.token > span');
    expect([...chars].slice(0, 3).map((char) => char.className)).toEqual([
      'typed',
      'error',
      'typed',
    ]);
    const enterMarks = within(code).getAllByTitle('wrong key at the line end');
    expect(enterMarks.map((mark) => !mark.hidden)).toEqual([true, false]);
    expect(screen.getByRole('progressbar', { name: 'Drill progress' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    await user.keyboard('{Backspace}{Alt>}r{/Alt}');
    expect(enterMarks.every((mark) => mark.hidden)).toBe(true);
    expect([...chars].every((char) => char.className === '')).toBe(true);
    expect(code.textContent).toBe(lines.join('\n'));
  });

  it('refreshes the statistics on a timer, not on every keystroke', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance'] });
    try {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await renderWithProviders(<SampleDrill recall={false} />);
      await user.keyboard('i');
      await user.keyboard('x');
      const stats = screen.getByLabelText('Statistics');
      const errors = () => stat(stats, 'Errors');
      expect(errors()).toBe('0');
      act(() => {
        vi.advanceTimersByTime(250);
      });
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
});

describe('Drill in recall mode', () => {
  // The same code under a comment line, whose palette entry names the comment class (4).
  const commented: HighlightedTopic = {
    ...topic,
    lines: ['// go when ok', ...lines],
    tokens: [[['// go when ok', 1] as const], ...topic.tokens],
  };
  const withComment = [...palette, ['#59636e', '#9198a1', 0, 4] as const];
  const blank = (count: number) => '\u00a0'.repeat(count);
  /** The code as it reads out: a character left out of it (a hidden one) as a blank. */
  const readOut = (code: HTMLElement) => {
    const copy = code.cloneNode(true) as HTMLElement;
    for (const char of copy.querySelectorAll('.token > [aria-hidden="true"]')) {
      char.textContent = blank(1);
    }
    return copy.textContent;
  };

  it('shows a comment line, hides the code keeping its shape, and shows what is typed', async () => {
    const lastWheel = { current: -Infinity };
    const user = userEvent.setup();
    await renderWithProviders(
      <Drill
        topic={commented}
        palette={withComment}
        level={4}
        onTopics={() => {}}
        lastWheel={lastWheel}
      />,
    );
    const code = screen.getByRole('region', { name: 'Snippet code' });
    const hiddenLines = `${blank(2)} ${blank(4)} ${blank(1)}\n\n  ${blank(5)}\n${blank(1)}`;
    expect(readOut(code)).toBe(`// go when ok\n${hiddenLines}`);
    // Each hidden character is there, as wide as itself, and only drawn blank.
    expect(code.textContent).toBe(commented.lines.join('\n'));
    // The comment is not typed: the first key is the code's.
    await user.keyboard('if');
    expect(readOut(code)).toBe(
      `// go when ok\nif ${blank(4)} ${blank(1)}\n\n  ${blank(5)}\n${blank(1)}`,
    );
    await user.keyboard(' (ok) {{{Enter}go();{Enter}}');
    const results = screen.getByRole('region', { name: 'Results' });
    expect(stat(results, 'Accuracy')).toBe('100%');
  });

  it('reveals the next word on Alt+I and counts the hint in the results', async () => {
    const user = await renderDrill({ recall: true });
    await user.keyboard('{Alt>}i{/Alt}');
    const code = screen.getByRole('region', { name: 'Snippet code' });
    expect(readOut(code).startsWith(`if ${blank(4)} `)).toBe(true);
    await user.keyboard('if (ok) {{{Enter}go();{Enter}}');
    const results = screen.getByRole('region', { name: 'Results' });
    expect(stat(results, 'Hints')).toBe('1');
  });
});

describe('Drill when it ends', () => {
  it('shows Speed during the drill with its text alternative, the slowest line and misses', async () => {
    const user = await renderDrill();
    await user.keyboard('ixf (ok) {{{Enter}go();{Enter}}');
    const chart = await screen.findByRole('figure', { name: 'Speed during the drill' });
    expect(chart).toHaveAccessibleDescription(
      /^Speed during the drill: peak [\d,]+ WPM at 0:0\d, 1 error\.$/,
    );
    const results = screen.getByRole('region', { name: 'Results' });
    expect(within(results).getByRole('definition', { name: 'Slowest line' })).toHaveTextContent(
      / ms a key\)$/,
    );
    expect(within(results).getByRole('definition', { name: 'Missed most' })).toHaveTextContent(
      'f ×1',
    );
  });

  it('says each point of the chart as the arrow keys move through it', async () => {
    const user = await renderDrill();
    await user.keyboard('if (ok) {{{Enter}go();{Enter}}');
    const chart = await screen.findByRole('figure', { name: 'Speed during the drill' });
    chart.focus();
    await user.keyboard('{ArrowRight}');
    expect(chart).toHaveTextContent(/0:01: [\d,]+ WPM, raw [\d,]+, 0 errors/);
  });
});

describe('focus while typing', () => {
  const fading = () => document.documentElement.hasAttribute('data-focus-mode');

  it('fades the page on the first key and brings it back on a pointer move', async () => {
    const user = await renderDrill();
    expect(fading()).toBe(false);
    await user.keyboard('i');
    expect(fading()).toBe(true);
    // Opacity alone: nothing faded stops taking clicks.
    expect(document.querySelector('[inert]')).toBeNull();
    fireEvent.pointerMove(document);
    expect(fading()).toBe(false);
    await user.keyboard('f');
    expect(fading()).toBe(true);
  });

  it('brings the page back on Esc and when the drill ends', async () => {
    const user = await renderDrill();
    await user.keyboard('if');
    await user.keyboard('{Escape}');
    expect(fading()).toBe(false);
    await user.click(screen.getByRole('textbox', { name: 'Typing practice' }));
    await user.keyboard(' ');
    expect(fading()).toBe(true);
    await user.keyboard('(ok) {{{Enter}go();{Enter}}');
    expect(fading()).toBe(false);
  });
});
