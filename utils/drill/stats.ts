import type { DrillState } from '@/utils/drill/reducer';
import { wordsPerMinute } from '@/utils/units';

/** The statistics of a drill, all derived from its keystroke log and marks. */
export type DrillStats = {
  wpm: number;
  rawWpm: number;
  /** Correct keystrokes / all keystrokes, 0..1 (1 before the first keystroke). */
  accuracy: number;
  errors: number;
  elapsedMs: number;
  hints: number;
};

/** WPM = (correct characters / 5) / minutes from the first keystroke. */
export function drillStats(state: DrillState, now: number): DrillStats {
  let keystrokes = 0;
  let errors = 0;
  for (const entry of state.log) {
    if (entry.kind !== 'char') continue;
    keystrokes += 1;
    if (!entry.correct) errors += 1;
  }
  let correctChars = 0;
  for (const mark of state.marks) if (mark === 'c') correctChars += 1;
  // A paused drill's clock stands still at the pause.
  const end = state.finishedAt ?? state.pausedAt ?? now;
  const elapsedMs = state.startedAt === null ? 0 : Math.max(0, end - state.startedAt);
  return {
    wpm: wordsPerMinute(correctChars, elapsedMs),
    rawWpm: wordsPerMinute(keystrokes, elapsedMs),
    accuracy: keystrokes === 0 ? 1 : (keystrokes - errors) / keystrokes,
    errors,
    elapsedMs,
    hints: state.hints,
  };
}
