import type { DrillState } from '@/utils/drill/reducer';

/** How much of the code a drill hid was typed from memory. */
export type RecallShare = { recalled: number; hidden: number };

/**
 * The hidden characters of a finished drill, and those recalled: typed right at the first
 * key, before any hint showed them. A closer the drill filled in (auto-close) was neither
 * hidden from the typist nor recalled, so it counts in neither.
 */
export function recallShare(state: DrillState, hidden: readonly boolean[]): RecallShare {
  const shown = new Set<number>();
  const first = new Map<number, boolean>();
  for (const entry of state.log) {
    if (entry.kind === 'hint') {
      for (let at = entry.from; at < entry.to; at += 1) shown.add(at);
    } else if ((entry.kind === 'char' || entry.kind === 'filled') && !first.has(entry.at)) {
      first.set(entry.at, entry.kind === 'char' && entry.correct && !shown.has(entry.at));
    }
  }
  let count = 0;
  let recalled = 0;
  state.targets.forEach((_, at) => {
    if (!hidden[at] || state.marks[at] === 'f') return;
    count += 1;
    if (first.get(at)) recalled += 1;
  });
  return { recalled, hidden: count };
}
