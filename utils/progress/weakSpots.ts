import { TOKEN_CLASSES, type TokenClass } from '@/utils/highlight/tokenClasses';
import { MS_PER_MINUTE } from '@/utils/units';
import type { Attempt } from './attempt';
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
  // One pass, each finish time parsed once: the two weeks cost one walk of the log.
  const [thisWeek, lastWeek] = [
    { keys: 0, misses: 0 },
    { keys: 0, misses: 0 },
  ];
  for (const attempt of attempts) {
    const at = Date.parse(attempt.finishedAt);
    const week =
      at > now - WEEK && at <= now
        ? thisWeek
        : at > now - 2 * WEEK && at <= now - WEEK
          ? lastWeek
          : null;
    if (!week) continue;
    week.misses += attempt.misses.length;
    week.keys += Object.values(attempt.classTimes ?? {}).reduce((sum, time) => sum + time.chars, 0);
  }
  const rate = ({ keys, misses }: typeof thisWeek) => (keys > 0 ? misses / keys : null);
  return { thisWeek: rate(thisWeek), lastWeek: rate(lastWeek) };
}

/** What the weak-spots drill aims at: weight per character and per class. */
export type Weakness = {
  chars: ReadonlyMap<string, number>;
  classes: ReadonlyMap<TokenClass, number>;
};

/** The user's weak characters and classes, weighted by how often they were missed. */
export function weaknessOf(attempts: readonly Attempt[]): Weakness {
  const chars = new Map<string, number>();
  for (const { char, count } of mostMissed(attempts, 12)) chars.set(char, count);
  const classes = new Map<TokenClass, number>();
  for (const stat of classStats(attempts)) {
    if (stat.misses > 0) classes.set(stat.tokenClass, stat.errorRate);
  }
  return { chars, classes };
}
