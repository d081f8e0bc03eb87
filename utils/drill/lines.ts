import type { DrillState } from '@/utils/drill/reducer';
import type { DrillText } from '@/utils/drill/targets';

/** How one typed character (a target) shows. */
export type TargetLook = 'typed' | 'error' | 'filled' | 'pending' | 'revealed' | 'hidden';

/**
 * How target `index` shows: typed, wrong, or still to type; one that starts hidden (the
 * drill's `hidden`, from its recall cues) stays hidden until it is typed or revealed.
 */
export function targetLook(state: DrillState, index: number, hidden: boolean): TargetLook {
  const mark = state.marks[index];
  if (mark === 'c' || mark === 'f') return 'typed';
  if (mark === 'e') return 'error';
  // A closer auto-close filled in shows, hidden or not, until it is typed over.
  if (state.filled.has(index)) return 'filled';
  if (!hidden) return 'pending';
  return index < state.revealedUntil ? 'revealed' : 'hidden';
}

/**
 * The targets whose look may differ between two states of one drill, as [start, end).
 * Marks only grow at the end or are cut back (Backspace, restart), so the states agree on
 * every mark before the shorter one ends; a hint reveals from the caret on.
 */
export function changedTargets(from: DrillState, to: DrillState): [number, number] {
  const end = (state: DrillState) => Math.max(state.marks.length, state.revealedUntil);
  return [Math.min(from.marks.length, to.marks.length), Math.max(end(from), end(to))];
}

/** The row the caret is on (the last row once everything is typed). */
export function caretRow(text: DrillText, state: DrillState): number {
  return text.targets[Math.min(state.marks.length, text.targets.length - 1)]?.line ?? 0;
}
