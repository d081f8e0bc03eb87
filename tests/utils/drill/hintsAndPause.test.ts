import { describe, expect, it } from 'vitest';
import { drillReducer } from '@/utils/drill/reducer';
import { drillStats } from '@/utils/drill/stats';
import { buildDrillText } from '@/utils/drill/targets';
import { run } from './typeKeys';

describe('hints (Alt+I)', () => {
  const line = ['let total = sum(xs)'];
  const { targets } = buildDrillText(line);
  /** `let` and `sum` hidden, as at recall level 2. */
  const hidden = targets.map((_, index) => index < 3 || (index >= 12 && index < 15));

  it('reveals the hidden word at the caret and counts it', () => {
    const state = run(line, 'l?', { hidden });
    expect(state.revealedUntil).toBe(3);
    expect(state.hints).toBe(1);
  });

  it('reveals the word after the caret, past spaces, then the next with another hint', () => {
    const all = targets.map(() => true);
    expect(run(line, '?', { hidden: all }).revealedUntil).toBe(3);
    expect(run(line, '??', { hidden: all }).revealedUntil).toBe('let total'.length);
  });

  it('never jumps to a hidden word further on: a shown word takes no hint', () => {
    const state = run(line, 'let ?', { hidden });
    // "total" shows: "sum" stays hidden and no hint is counted.
    expect(state.revealedUntil).toBe(0);
    expect(state.hints).toBe(0);
    expect(state.log.some((entry) => entry.kind === 'hint')).toBe(false);
  });

  it('reveals the word on the next line from a line end', () => {
    const state = run(['a', 'bc'], 'a?', { hidden: [false, false, true, true] });
    expect(state.revealedUntil).toBe(4);
  });
});

describe('Esc pauses the clock', () => {
  const lines = ['abcdef'];

  it('holds the figures while paused', () => {
    const paused = run(lines, 'abc⎋');
    expect(paused.pausedAt).toBe(1400);
    expect(drillStats(paused, 60_000)).toEqual(drillStats(paused, 1400));
  });

  it('cuts the pause out of the drill when the next key resumes it', () => {
    let state = run(lines, 'abc⎋');
    state = drillReducer(state, { type: 'type', char: 'd', time: 31_400 });
    expect(state.pausedAt).toBeNull();
    // The keys before the pause move 30 s later: the drill reads as if there was none.
    expect(state.startedAt).toBe(31_100);
    expect(state.log.map((entry) => entry.time)).toEqual([31_100, 31_200, 31_300, 31_400]);
    expect(drillStats(state, 31_400).elapsedMs).toBe(300);
  });

  it('does nothing before the first key or once finished', () => {
    expect(run(lines, '⎋').pausedAt).toBeNull();
    expect(run(lines, 'abcdef⎋').pausedAt).toBeNull();
  });
});
