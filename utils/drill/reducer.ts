import type { Target } from '@/utils/drill/targets';

/**
 * One entry of the keystroke log, the source of truth for the statistics. A typed character
 * keeps what was typed and at which target, so the misses can be read off the log.
 */
type Keystroke =
  | { time: number; kind: 'char'; correct: boolean; at: number; typed: string }
  | { time: number; kind: 'backspace'; correct: true }
  /** A hint: the targets `from`..`to` (exclusive) shown, so they count as given, not recalled. */
  | { time: number; kind: 'hint'; correct: true; from: number; to: number }
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
  /** Which targets start hidden (recall): a hint reveals the hidden word at the caret. */
  hidden: readonly boolean[];
  /** Targets before this index are shown in recall mode without being typed yet. */
  revealedUntil: number;
  hints: number;
  /** What a wrong key does (the setting **On a wrong key**). */
  onWrongKey: WrongKeyRule;
  /** When Esc paused the clock; null while it runs. The next key resumes it. */
  pausedAt: number | null;
};

/**
 * **Stop**: a wrong key leaves the caret where it is and counts as an error. **Move on**: it
 * takes the character's place, marked wrong, and an Enter in the middle of a line moves to
 * the next line, each character it skips marked wrong.
 */
export type WrongKeyRule = 'stop' | 'move-on';

/** How a drill takes keys: auto-close's pairs, what is hidden, the wrong-key rule. */
export type DrillRules = {
  /** Auto-close: each opener's closer (utils/drill/recall/autoClose.ts); none when it is off. */
  closers?: ReadonlyMap<number, number>;
  hidden?: readonly boolean[];
  onWrongKey?: WrongKeyRule;
};

export type DrillAction =
  | { type: 'type'; char: string; time: number }
  | { type: 'backspace'; word: boolean; time: number }
  /** Reveals the hidden word at or after the caret. */
  | { type: 'hint'; time: number }
  /** Esc: the clock stops until the next key. */
  | { type: 'pause'; time: number }
  | { type: 'restart' };

const NONE: ReadonlyMap<number, number> = new Map();

/** A fresh drill over the given targets, under the given rules (by default: Stop, nothing hidden). */
export function createDrillState(
  targets: readonly Target[],
  { closers = NONE, hidden = [], onWrongKey = 'stop' }: DrillRules = {},
): DrillState {
  return {
    targets,
    closers,
    filled: new Set(),
    marks: '',
    log: [],
    startedAt: null,
    finishedAt: null,
    hidden,
    revealedUntil: 0,
    hints: 0,
    onWrongKey,
    pausedAt: null,
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
  if (!correct && state.onWrongKey === 'stop') {
    // The caret stays: the key is logged as an error and the same character is asked again.
    const entry: Keystroke = { time, kind: 'char', correct, at: caret, typed: char };
    return { ...state, log: [...state.log, entry], startedAt: state.startedAt ?? time };
  }
  if (!correct && char === '\n') {
    const lineEnd = enterOfLine(state.targets, caret);
    if (lineEnd !== null) return skipToNextLine(state, caret, lineEnd, time);
  }
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

/** The index of the Enter that ends the line of target `caret`, or null on the last line. */
function enterOfLine(targets: readonly Target[], caret: number): number | null {
  const line = targets[caret]!.line;
  for (let index = caret; index < targets.length && targets[index]!.line === line; index += 1) {
    if (targets[index]!.char === '\n') return index;
  }
  return null;
}

/**
 * Move on's Enter in the middle of a line: every character up to the line end is skipped, each
 * logged as a wrong key (Enter typed where it stood), and the Enter itself is typed.
 */
function skipToNextLine(state: DrillState, caret: number, lineEnd: number, time: number) {
  const skipped: Keystroke[] = [];
  for (let at = caret; at < lineEnd; at += 1) {
    skipped.push({ time, kind: 'char', correct: false, at, typed: '\n' });
  }
  const enter: Keystroke = { time, kind: 'char', correct: true, at: lineEnd, typed: '\n' };
  return {
    ...state,
    marks: state.marks + 'e'.repeat(lineEnd - caret) + 'c',
    log: [...state.log, ...skipped, enter],
    startedAt: state.startedAt ?? time,
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

/**
 * Alt+I: reveals the word at the caret, or the first after it (past spaces and line ends), or
 * after the words earlier hints revealed, when any of it is hidden. A word that shows already
 * takes no hint: the hint never jumps to a hidden word further on.
 */
function hint(state: DrillState, time: number): DrillState {
  const from = Math.max(state.marks.length, state.revealedUntil);
  const end = wordEnd(state.targets, from);
  let index = from;
  while (index < end && !state.hidden[index]) index += 1;
  if (index === end) return state;
  return {
    ...state,
    revealedUntil: end,
    hints: state.hints + 1,
    log: [...state.log, { time, kind: 'hint', correct: true, from, to: end }],
    startedAt: state.startedAt ?? time,
  };
}

/** Esc: the clock stops (a drill not yet started, or already paused, is left as it is). */
function pause(state: DrillState, time: number): DrillState {
  if (state.startedAt === null || state.pausedAt !== null) return state;
  return { ...state, pausedAt: time };
}

/**
 * The first key after a pause resumes the clock: the pause is cut out of the drill's time by
 * moving its start and every key before the pause later by the pause's length, so every
 * figure (WPM, the speed chart, the slowest line) reads as if it had not been.
 */
function resume(state: DrillState, time: number): DrillState {
  if (state.pausedAt === null || state.startedAt === null) return state;
  const shift = Math.max(0, time - state.pausedAt);
  return {
    ...state,
    pausedAt: null,
    startedAt: state.startedAt + shift,
    log: state.log.map((entry) => ({ ...entry, time: entry.time + shift })),
  };
}

/** The typing engine: a pure reducer. A finished drill only takes a restart. */
export function drillReducer(state: DrillState, action: DrillAction): DrillState {
  if (action.type === 'restart') {
    const { targets, closers, hidden, onWrongKey } = state;
    return createDrillState(targets, { closers, hidden, onWrongKey });
  }
  if (state.finishedAt !== null || state.targets.length === 0) return state;
  if (action.type === 'pause') return pause(state, action.time);
  const running = resume(state, action.time);
  switch (action.type) {
    case 'type':
      return typeChar(running, action.char, action.time);
    case 'backspace':
      return backspace(running, action.word, action.time);
    case 'hint':
      return hint(running, action.time);
  }
}
