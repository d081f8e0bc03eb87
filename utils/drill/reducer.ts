import type { Target } from '@/utils/drill/targets';

/**
 * One entry of the keystroke log, the source of truth for the statistics. A typed character
 * keeps what was typed and at which target, so the misses can be read off the log.
 */
type Keystroke =
  | { time: number; kind: 'char'; correct: boolean; at: number; typed: string }
  | { time: number; kind: 'backspace' | 'hint'; correct: true }
  /** A key typed over a closer the drill filled in: it counts in no figure. */
  | { time: number; kind: 'filled'; correct: true; at: number };

/**
 * A drill's state; `marks` holds 'c' (correct), 'e' (error) or 'f' (a filled-in closer typed
 * over) per typed target.
 */
export type DrillState = {
  targets: readonly Target[];
  marks: string;
  /** Auto-close: each opener's closer (utils/drill/recall/autoClose.ts); empty when it is off. */
  closers: ReadonlyMap<number, number>;
  /** The closers filled in by a typed opener, still to be typed over. */
  filled: ReadonlySet<number>;
  log: readonly Keystroke[];
  startedAt: number | null;
  finishedAt: number | null;
  /** Targets before this index are shown in recall mode without being typed yet. */
  revealedUntil: number;
  hints: number;
};

export type DrillAction =
  | { type: 'type'; char: string; time: number }
  | { type: 'backspace'; word: boolean; time: number }
  /** Reveals the next word, or the word at `from` (the next hidden one) if that comes later. */
  | { type: 'hint'; time: number; from?: number }
  | { type: 'restart' };

const NONE: ReadonlyMap<number, number> = new Map();

/** A fresh drill over the given targets, auto-closing the openers of `closers`. */
export function createDrillState(
  targets: readonly Target[],
  closers: ReadonlyMap<number, number> = NONE,
): DrillState {
  return {
    targets,
    closers,
    filled: new Set(),
    marks: '',
    log: [],
    startedAt: null,
    finishedAt: null,
    revealedUntil: 0,
    hints: 0,
  };
}

const isSpace = (char: string | undefined) => char === ' ' || char === '\n' || char === '\t';

/** The index where the word before `caret` begins (spaces and line ends before it skipped). */
function wordStart(targets: readonly Target[], caret: number): number {
  let index = caret;
  while (index > 0 && isSpace(targets[index - 1]?.char)) index -= 1;
  while (index > 0 && !isSpace(targets[index - 1]?.char)) index -= 1;
  return index;
}

/** The index just past the word that starts at or after `from`. */
function wordEnd(targets: readonly Target[], from: number): number {
  let index = from;
  while (index < targets.length && isSpace(targets[index]?.char)) index += 1;
  while (index < targets.length && !isSpace(targets[index]?.char)) index += 1;
  return index;
}

function typeChar(state: DrillState, char: string, time: number): DrillState {
  const caret = state.marks.length;
  const target = state.targets[caret];
  // A wrong last character leaves the caret at the end until it is corrected.
  if (!target) return state;
  const correct = target.char === char;
  // The next matching key types over a filled-in closer, as an editor's auto-close does.
  const over = correct && state.filled.has(caret);
  const marks = state.marks + (over ? 'f' : correct ? 'c' : 'e');
  const done = correct && marks.length === state.targets.length;
  const closer = correct ? state.closers.get(caret) : undefined;
  const entry: Keystroke = over
    ? { time, kind: 'filled', correct: true, at: caret }
    : { time, kind: 'char', correct, at: caret, typed: char };
  return {
    ...state,
    marks,
    filled: closer === undefined ? state.filled : new Set(state.filled).add(closer),
    log: [...state.log, entry],
    startedAt: state.startedAt ?? time,
    finishedAt: done ? time : null,
  };
}

/** The closers still filled in once the marks are cut back to `to`: their openers stand. */
function filledUpTo(state: DrillState, to: number): ReadonlySet<number> {
  if (state.filled.size === 0) return state.filled;
  const filled = new Set<number>();
  for (const [opener, closer] of state.closers) {
    if (opener < to && state.marks[opener] === 'c') filled.add(closer);
  }
  return filled;
}

function backspace(state: DrillState, word: boolean, time: number): DrillState {
  const caret = state.marks.length;
  if (caret === 0) return state;
  const to = word ? wordStart(state.targets, caret) : caret - 1;
  return {
    ...state,
    marks: state.marks.slice(0, to),
    filled: filledUpTo(state, to),
    log: [...state.log, { time, kind: 'backspace', correct: true }],
  };
}

function hint(state: DrillState, time: number, next = 0): DrillState {
  const from = Math.max(state.marks.length, state.revealedUntil, next);
  const revealedUntil = wordEnd(state.targets, from);
  if (revealedUntil === from) return state;
  return {
    ...state,
    revealedUntil,
    hints: state.hints + 1,
    log: [...state.log, { time, kind: 'hint', correct: true }],
    startedAt: state.startedAt ?? time,
  };
}

/** The typing engine: a pure reducer. A finished drill only takes a restart. */
export function drillReducer(state: DrillState, action: DrillAction): DrillState {
  if (action.type === 'restart') return createDrillState(state.targets, state.closers);
  if (state.finishedAt !== null || state.targets.length === 0) return state;
  switch (action.type) {
    case 'type':
      return typeChar(state, action.char, action.time);
    case 'backspace':
      return backspace(state, action.word, action.time);
    case 'hint':
      return hint(state, action.time, action.from);
  }
}
