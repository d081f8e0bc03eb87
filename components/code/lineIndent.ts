import type { CSSProperties } from 'react';
import type { Token } from '@/data/types';

/** How far a tab reaches: to the next multiple of this many columns (the code's `tab-size`). */
const TAB_SIZE = 4;

/**
 * A line's leading whitespace as `--indent`, in ch (a tab to its next stop), so that a long
 * line wrapped in a narrow column hangs its continuation under its own code (controls.css).
 * Nothing for a line that starts at the edge or holds only whitespace.
 */
export function lineIndent(tokens: readonly Token[]): CSSProperties | undefined {
  let columns = 0;
  for (const [text] of tokens) {
    for (const char of text) {
      if (char === ' ') columns += 1;
      else if (char === '\t') columns += TAB_SIZE - (columns % TAB_SIZE);
      else return columns > 0 ? ({ '--indent': `${columns}ch` } as CSSProperties) : undefined;
    }
  }
  return undefined;
}
