import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeView } from '@/components/code/CodeView';
import type { HighlightedTopic, TokenStyle } from '@/data/types';

const palette: TokenStyle[] = [
  ['#cf222e', '#ff7b72', 0, 0],
  ['#1f2328', '#f0f6fc', 0, 1],
  ['#59636e', '#9198a1', 1, 4],
];
const topic: HighlightedTopic = {
  title: 'Loops',
  key: 'loops',
  lines: ['for (;;) {', '', '  break; // out'],
  tokens: [
    [
      ['for', 0],
      [' (;;) {', 1],
    ],
    [],
    [
      ['  ', 1],
      ['break', 0],
      ['; ', 1],
      ['// out', 2],
    ],
  ],
};

describe('CodeView', () => {
  it('shows the exact text, indentation and blank lines included', () => {
    render(<CodeView topic={topic} palette={palette} />);
    expect(screen.getByRole('region', { name: 'Snippet code' }).textContent).toBe(
      'for (;;) {\n\n  break; // out',
    );
  });

  it('is focusable so a long snippet scrolls by keyboard', () => {
    render(<CodeView topic={topic} palette={palette} />);
    expect(screen.getByRole('region', { name: 'Snippet code' })).toHaveAttribute('tabindex', '0');
  });

  it('gives each token both theme colours and its font style', () => {
    render(<CodeView topic={topic} palette={palette} />);
    const keyword = screen.getByText('break');
    expect(keyword.style.getPropertyValue('--token-light')).toBe('#cf222e');
    expect(keyword.style.getPropertyValue('--token-dark')).toBe('#ff7b72');
    expect(screen.getByText('// out').style.fontStyle).toBe('italic');
  });
});
