import type { LanguageKey } from '@/data/languages';
import type { RecallLevel } from '@/utils/drill/recall/levels';
import type { DrillState } from '@/utils/drill/reducer';
import { drillStats } from '@/utils/drill/stats';
import type { Attempt, AttemptMode, ClassTime, Miss, TokenClass } from './attempt';
import { isImplausible } from './implausible';
import { MAX_COUNT, MAX_DURATION_MS, MAX_WPM } from '@/utils/bounds';
import { tenths } from '@/utils/units';

/** What a finished drill adds to its keystroke log to become an attempt record. */
export type DrillFacts = {
  id: string;
  language: LanguageKey;
  topic: string;
  mode: AttemptMode;
  /** Wall-clock time the drill finished. */
  finishedAt: Date;
  /** The token class of a target character (by its index); 'other' where unknown. */
  classAt: (target: number) => TokenClass;
  /** The drill's recall level, and which targets it hid (utils/drill/recall/hiding.ts). */
  level?: RecallLevel;
  hidden?: readonly boolean[];
  /**
   * The card drilled and its topic's card count. Absent for a whole-topic drill, which is
   * recorded as one of every card; a topic of one card is drilled whole.
   */
  card?: { index: number; of: number };
  /** A translate drill's source language (mode `translate`). */
  from?: LanguageKey;
};

/** The keys typed on characters the drill hid, and how many of them were wrong. */
export function recalledKeys(state: DrillState, hidden: readonly boolean[]) {
  let keys = 0;
  let errors = 0;
  for (const entry of state.log) {
    if (entry.kind !== 'char' || !hidden[entry.at]) continue;
    keys += 1;
    if (!entry.correct) errors += 1;
  }
  return { keys, errors };
}

/**
 * The misses of a drill: each wrong key with the character expected there and its class,
 * marked a recall miss where the character was hidden.
 */
export function drillMisses(
  state: DrillState,
  classAt: (target: number) => TokenClass,
  hidden: readonly boolean[] = [],
): Miss[] {
  const misses: Miss[] = [];
  for (const entry of state.log) {
    if (entry.kind !== 'char' || entry.correct) continue;
    const expected = state.targets[entry.at]?.char;
    if (expected !== undefined) {
      const miss: Miss = { expected, typed: entry.typed, tokenClass: classAt(entry.at) };
      misses.push(hidden[entry.at] ? { ...miss, recall: true } : miss);
    }
  }
  return misses;
}

/**
 * Time per token class: each typed character is charged the time since the key before it,
 * to the class of the character it was meant to be.
 */
export function drillClassTimes(
  state: DrillState,
  classAt: (target: number) => TokenClass,
): Partial<Record<TokenClass, ClassTime>> {
  const times: Partial<Record<TokenClass, ClassTime>> = {};
  let previous: number | null = null;
  for (const entry of state.log) {
    if (entry.kind === 'char' && previous !== null) {
      const tokenClass = classAt(entry.at);
      const time = (times[tokenClass] ??= { chars: 0, ms: 0 });
      time.chars += 1;
      time.ms = Math.min(time.ms + Math.max(0, entry.time - previous), MAX_DURATION_MS);
    }
    previous = entry.time;
  }
  return times;
}

/**
 * The attempt record of a finished drill, figures rounded for the log, marked when no person
 * could have typed it.
 */
export function attemptFromDrill(state: DrillState, facts: DrillFacts): Attempt {
  const stats = drillStats(state, state.finishedAt ?? 0);
  const implausible = isImplausible(
    stats.wpm,
    state.log.map((entry) => entry.time),
  );
  return {
    id: facts.id,
    language: facts.language,
    topic: facts.topic,
    mode: facts.mode,
    finishedAt: facts.finishedAt.toISOString(),
    // A script's drill is kept, marked, within what every door lets in (utils/bounds.ts).
    durationMs: Math.min(Math.round(stats.elapsedMs), MAX_DURATION_MS),
    wpm: Math.min(tenths(stats.wpm), MAX_WPM),
    rawWpm: Math.min(tenths(stats.rawWpm), MAX_WPM),
    accuracy: Math.round(stats.accuracy * 10_000) / 10_000,
    errors: Math.min(stats.errors, MAX_COUNT),
    hints: Math.min(stats.hints, MAX_COUNT),
    misses: drillMisses(state, facts.classAt, facts.hidden),
    classTimes: drillClassTimes(state, facts.classAt),
    ...(implausible ? { implausible: true } : {}),
    ...(facts.level !== undefined ? { level: facts.level } : {}),
    ...(facts.level && facts.hidden ? { recalled: recalledKeys(state, facts.hidden) } : {}),
    ...(facts.card && facts.card.of > 1 ? { card: facts.card.index, cards: facts.card.of } : {}),
    ...(facts.mode === 'translate' && facts.from ? { from: facts.from } : {}),
  };
}
