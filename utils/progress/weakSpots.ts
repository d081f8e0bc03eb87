import { TOKEN_CLASSES, lineClasses, type TokenClass } from '@/utils/highlight/tokenClasses';
import { MS_PER_MINUTE } from '@/utils/units';
import type { HighlightedSet, HighlightedTopic } from '@/data/types';
import { WEAK_SPOTS_TOPIC, type Attempt } from './attempt';
import { countsForSpeed } from './implausible';

/** Which misses the weak spots count: all, or those typing (code shown) or recall made. */
export type MissKind = 'all' | 'typing' | 'recall';

/** The attempts with only the misses of one kind. */
export function withMisses(attempts: readonly Attempt[], kind: MissKind): readonly Attempt[] {
  if (kind === 'all') return attempts;
  const recall = kind === 'recall';
  return attempts.map((attempt) => ({
    ...attempt,
    misses: attempt.misses.filter((miss) => (miss.recall === true) === recall),
  }));
}

/** One token class's figures over a log: keys typed, misses, error rate and speed. */
export type ClassStat = {
  tokenClass: TokenClass;
  typed: number;
  misses: number;
  /** Misses / keys typed on characters of this class (0 when none typed). */
  errorRate: number;
  /** Characters per minute on this class, or null when nothing was timed. */
  perMinute: number | null;
};

/** Figures per token class, every class listed, for the attempts given. */
export function classStats(attempts: readonly Attempt[]): ClassStat[] {
  const typed = new Map<TokenClass, number>();
  // The keys and time of the runs a person typed: a marked run (implausible.ts) is no speed.
  const timedChars = new Map<TokenClass, number>();
  const ms = new Map<TokenClass, number>();
  const misses = new Map<TokenClass, number>();
  for (const attempt of attempts) {
    const timed = countsForSpeed(attempt);
    for (const [name, time] of Object.entries(attempt.classTimes ?? {})) {
      const tokenClass = name as TokenClass;
      typed.set(tokenClass, (typed.get(tokenClass) ?? 0) + time.chars);
      if (!timed) continue;
      timedChars.set(tokenClass, (timedChars.get(tokenClass) ?? 0) + time.chars);
      ms.set(tokenClass, (ms.get(tokenClass) ?? 0) + time.ms);
    }
    for (const miss of attempt.misses) {
      misses.set(miss.tokenClass, (misses.get(miss.tokenClass) ?? 0) + 1);
    }
  }
  return TOKEN_CLASSES.map((tokenClass) => {
    const keys = Math.max(typed.get(tokenClass) ?? 0, misses.get(tokenClass) ?? 0);
    const time = ms.get(tokenClass) ?? 0;
    return {
      tokenClass,
      typed: keys,
      misses: misses.get(tokenClass) ?? 0,
      errorRate: keys > 0 ? (misses.get(tokenClass) ?? 0) / keys : 0,
      perMinute: time > 0 ? ((timedChars.get(tokenClass) ?? 0) / time) * MS_PER_MINUTE : null,
    };
  });
}

/** A character missed, how often, and what was typed instead (most often first). */
type MissedChar = { char: string; count: number; typedInstead: string[] };

/** The characters missed most often, with the keys typed in their place. */
export function mostMissed(attempts: readonly Attempt[], limit = 10): MissedChar[] {
  const byChar = new Map<string, Map<string, number>>();
  for (const attempt of attempts) {
    for (const { expected, typed } of attempt.misses) {
      const instead = byChar.get(expected) ?? new Map<string, number>();
      instead.set(typed, (instead.get(typed) ?? 0) + 1);
      byChar.set(expected, instead);
    }
  }
  return [...byChar]
    .map(([char, instead]) => ({
      char,
      count: [...instead.values()].reduce((sum, count) => sum + count, 0),
      typedInstead: [...instead].sort((a, b) => b[1] - a[1]).map(([typed]) => typed),
    }))
    .sort((a, b) => b.count - a.count || (a.char < b.char ? -1 : 1))
    .slice(0, limit);
}

/** Misses per expected character, for the keyboard heat map. */
export function missCounts(attempts: readonly Attempt[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const attempt of attempts) {
    for (const { expected } of attempt.misses) {
      const key = expected.toLowerCase();
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

/** Error rate this week against the week before: better, worse, or too little to say. */
type Trend = { thisWeek: number | null; lastWeek: number | null };

const WEEK = 7 * 24 * 60 * 60 * 1000;

/** Overall error rate (misses / keys) in the last seven days and the seven before. */
export function weeklyTrend(attempts: readonly Attempt[], now: number): Trend {
  const rate = (from: number, to: number) => {
    let keys = 0;
    let misses = 0;
    for (const attempt of attempts) {
      const at = Date.parse(attempt.finishedAt);
      if (at <= from || at > to) continue;
      misses += attempt.misses.length;
      keys += Object.values(attempt.classTimes ?? {}).reduce((sum, time) => sum + time.chars, 0);
    }
    return keys > 0 ? misses / keys : null;
  };
  return { thisWeek: rate(now - WEEK, now), lastWeek: rate(now - 2 * WEEK, now - WEEK) };
}

/** What the weak-spots drill aims at: weight per character and per class. */
export type Weakness = {
  chars: ReadonlyMap<string, number>;
  classes: ReadonlyMap<TokenClass, number>;
};

/** The user's weak characters and classes, weighted by how often they were missed. */
function weaknessOf(attempts: readonly Attempt[]): Weakness {
  const chars = new Map<string, number>();
  for (const { char, count } of mostMissed(attempts, 12)) chars.set(char, count);
  const classes = new Map<TokenClass, number>();
  for (const stat of classStats(attempts)) {
    if (stat.misses > 0) classes.set(stat.tokenClass, stat.errorRate);
  }
  return { chars, classes };
}

/** One real line of a snippet set, with the class of each character. */
type CandidateLine = {
  topic: number;
  row: number;
  text: string;
  classes: readonly TokenClass[];
};

/** How rich a line is in the weak characters and classes, per typed character. */
function weakDensity(line: CandidateLine, weakness: Weakness): number {
  let score = 0;
  let typed = 0;
  Array.from(line.text).forEach((char, column) => {
    if (/\s/.test(char) && typed === 0) return;
    typed += 1;
    score += (weakness.chars.get(char) ?? 0) * 2;
    score += weakness.classes.get(line.classes[column] ?? 'other') ?? 0;
  });
  return typed > 0 ? score / typed : 0;
}

/** The number of lines a weak-spots drill has, at most. */
const WEAK_SPOTS_LINES = 12;

/**
 * Picks real lines for a weak-spots drill, as keybr picks words for weak letters: the lines
 * densest in the weak characters and classes, at least 20 characters long so there is
 * something to type, one line of each text at most, in their order in the set.
 */
export function pickWeakLines(
  lines: readonly CandidateLine[],
  weakness: Weakness,
  count = WEAK_SPOTS_LINES,
): CandidateLine[] {
  const seen = new Set<string>();
  return lines
    .filter((line) => line.text.trim().length >= 20)
    .map((line) => ({ line, density: weakDensity(line, weakness) }))
    .filter(({ density }) => density > 0)
    .sort((a, b) => b.density - a.density)
    .filter(({ line }) => {
      const text = line.text.trim();
      if (seen.has(text)) return false;
      seen.add(text);
      return true;
    })
    .slice(0, count)
    .map(({ line }) => line)
    .sort((a, b) => a.topic - b.topic || a.row - b.row);
}

/** Every non-blank line of a set as a candidate, with its characters' classes. */
export function candidateLines(set: HighlightedSet): CandidateLine[] {
  return set.topics.flatMap((topic, topicIndex) =>
    topic.tokens.flatMap((tokens, row) => {
      const text = topic.lines[row] ?? '';
      if (text.trim() === '') return [];
      return [{ topic: topicIndex, row, text, classes: lineClasses(tokens, set.palette) }];
    }),
  );
}

/**
 * The drill of picked lines: each line keeps its topic's highlighting, without its
 * indentation (which is never typed, and differs from topic to topic).
 */
export function weakSpotsTopic(
  set: HighlightedSet,
  picked: readonly CandidateLine[],
): HighlightedTopic {
  const lines = picked.map(({ topic, row }) => {
    const source = set.topics[topic]!;
    const text = source.lines[row]!;
    let indent = text.length - text.trimStart().length;
    const tokens = (source.tokens[row] ?? []).flatMap(([part, style]) => {
      const cut = Math.min(indent, part.length);
      indent -= cut;
      return cut === part.length ? [] : [[part.slice(cut), style] as const];
    });
    return { text: text.trimStart(), tokens };
  });
  return {
    title: 'Weak Spots',
    key: WEAK_SPOTS_TOPIC,
    lines: lines.map((line) => line.text),
    tokens: lines.map((line) => line.tokens),
  };
}

/** A drill of the set's real lines richest in the user's weak spots, or null with no misses. */
export function weakSpotsDrill(
  attempts: readonly Attempt[],
  set: HighlightedSet,
  language: string,
): HighlightedTopic | null {
  // This language's misses; all languages' when this one has none yet.
  const own = attempts.filter((attempt) => attempt.language === language);
  const source = own.some((attempt) => attempt.misses.length > 0) ? own : attempts;
  const weakness = weaknessOf(source);
  if (weakness.chars.size === 0 && weakness.classes.size === 0) return null;
  const picked = pickWeakLines(candidateLines(set), weakness);
  return picked.length > 0 ? weakSpotsTopic(set, picked) : null;
}
