import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Drill } from '@/components/drill/Drill';
import { engineWith } from '@/adapters/progressEngine';
import { createMemoryStore } from '@/adapters/progressStore';
import type { HighlightedTopic, TokenStyle } from '@/data/types';
import { renderWithProviders } from '../../render';

const palette: TokenStyle[] = [['#1f2328', '#f0f6fc', 0, 8]];
const lines = ['if (ok) {', '  go();', '}'];
const topic: HighlightedTopic = {
  title: 'Tiny',
  key: 'tiny',
  lines,
  tokens: lines.map((line) => [[line, 0] as const]),
};

/** A page with the drill, and a button that leaves it (another topic shown, say). */
function Page() {
  const [shown, setShown] = useState(true);
  const lastWheel = { current: -Infinity };
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        Leave
      </button>
      {shown ? (
        <Drill
          topic={topic}
          palette={palette}
          level={0}
          onTopics={() => {}}
          lastWheel={lastWheel}
        />
      ) : (
        <p>Elsewhere</p>
      )}
    </>
  );
}

/** A key pressed in the drill's text box, as the browser dispatches it. */
const press = (input: HTMLElement, init: KeyboardEventInit) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init }));

/** A drill typed up to its last key, and the attempt log's writes. */
async function drillBeforeItsLastKey() {
  const store = createMemoryStore();
  const add = vi.spyOn(store, 'add');
  await renderWithProviders(<Page />, {
    loadProgressEngine: () => Promise.resolve(engineWith(store)),
  });
  await userEvent.setup().keyboard('if (ok) {{{Enter}go();{Enter}');
  const input = screen.getByRole('textbox', { name: 'Typing practice' });
  return { add, input, lastKey: () => press(input, { key: '}' }) };
}

describe('a finished drill is recorded', () => {
  it('just after its last key, and its Results show the log with it', async () => {
    const { add, lastKey } = await drillBeforeItsLastKey();
    act(() => {
      lastKey();
      // The key's handler drew the key and no more: the attempt is not built or written yet.
      expect(add).not.toHaveBeenCalled();
    });
    expect(add).toHaveBeenCalledTimes(1);
    const results = screen.getByRole('region', { name: 'Results' });
    // What the log says of the topic now, this drill included (no region before any record).
    expect(within(results).getByRole('region', { name: 'Recall' })).toHaveTextContent(
      /Graded (Again|Hard)/,
    );
  });

  it('when Restart comes before its Results render', async () => {
    const { add, input, lastKey } = await drillBeforeItsLastKey();
    act(() => {
      lastKey();
      press(input, { key: 'r', code: 'KeyR', altKey: true });
    });
    expect(add).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Results' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Typing practice' })).toHaveFocus();
  });

  it('when the page leaves the drill before its Results render', async () => {
    const { add, lastKey } = await drillBeforeItsLastKey();
    const leave = screen.getByRole('button', { name: 'Leave' });
    act(() => {
      lastKey();
      leave.click();
    });
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
    expect(add).toHaveBeenCalledTimes(1);
  });
});
