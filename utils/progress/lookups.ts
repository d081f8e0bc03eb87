import type { LanguageKey } from '@/data/languages';
import { cardKey } from './attempt';

/**
 * One lookup: a topic the user looked up in the popup or the address bar (shown for at least
 * `SHOWN_FOR_MS`, copied, or opened from the omnibox). The lookup log is kept beside the
 * attempt log and exported with it; it never grades anything.
 */
export type Lookup = { id: string; language: LanguageKey; topic: string; at: string };

/** How long a topic stays shown in the popup before it counts as looked up. */
export const SHOWN_FOR_MS = 2_000;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Lookups this close together say "I am forgetting this". */
export const LOOKUP_WINDOW_MS = 30 * DAY_MS;
/** How many lookups within the window make a topic join the reviews. */
const LOOKUPS_TO_JOIN = 2;
/** A topic due within this long after its lookups is left to the schedule. */
export const DUE_SOON_MS = 7 * DAY_MS;

/** The most lookups the log keeps: a year of a hundred a day is folded to the newest. */
export const MAX_LOOKUPS = 10_000;

/** The newest `MAX_LOOKUPS` lookups, oldest first, and how many older ones were left out. */
export function foldLookups(lookups: readonly Lookup[], most = MAX_LOOKUPS) {
  const sorted = [...lookups].sort((a, b) => a.at.localeCompare(b.at));
  const dropped = Math.max(0, sorted.length - most);
  return { kept: sorted.slice(dropped), dropped };
}

/** A topic the lookups made due: when (the lookup that made it) and how many led to it. */
export type Join = { at: number; count: number };

/** What the rule needs of a topic's schedule entry: its last review and first due card. */
type Reviewed = { lastAt: number; card: { due: Date } };

/**
 * The topics lookups made due, by `language/topic`. A topic joins the reviews at its second
 * lookup within `LOOKUP_WINDOW_MS` since it was last reviewed, unless its card was then due
 * within `DUE_SOON_MS` (the schedule brings it back anyway); a topic never drilled joins too.
 * A review after the lookups settles them: only lookups after the last review count, so this
 * reads the lookup log and the schedule and invents no review.
 */
export function lookupJoins(
  lookups: readonly Lookup[],
  schedule: ReadonlyMap<string, Reviewed>,
): Map<string, Join> {
  const byTopic = new Map<string, number[]>();
  for (const lookup of lookups) {
    const key = cardKey(lookup.language, lookup.topic);
    const times = byTopic.get(key) ?? [];
    times.push(Date.parse(lookup.at));
    byTopic.set(key, times);
  }
  const joins = new Map<string, Join>();
  for (const [key, all] of byTopic) {
    const entry = schedule.get(key);
    const times = all.filter((at) => !entry || at > entry.lastAt).sort((a, b) => a - b);
    const join = firstJoin(times, entry?.card.due.getTime() ?? null);
    if (join) joins.set(key, join);
  }
  return joins;
}

/** The lookup (by time, sorted) at which a topic due at `due` (null: never drilled) joins. */
function firstJoin(times: readonly number[], due: number | null): Join | null {
  for (let index = LOOKUPS_TO_JOIN - 1; index < times.length; index += 1) {
    const at = times[index]!;
    // Sorted: the window holds enough lookups when the one that many back is in it.
    if (times[index - (LOOKUPS_TO_JOIN - 1)]! <= at - LOOKUP_WINDOW_MS) continue;
    // Due within the week of this lookup: the schedule brings it back, now or soon.
    if (due !== null && due <= at + DUE_SOON_MS) return null;
    return { at, count: times.length };
  }
  return null;
}

/** How many times a topic was looked up in the `LOOKUP_WINDOW_MS` up to `now`. */
export function recentLookups(
  lookups: readonly Lookup[],
  language: string,
  topic: string,
  now: number,
): number {
  return lookups.filter(
    (lookup) =>
      lookup.language === language &&
      lookup.topic === topic &&
      Date.parse(lookup.at) > now - LOOKUP_WINDOW_MS,
  ).length;
}

/** Every lookup per `language/topic`, for the progress page's Looked up column. */
export function lookupCounts(lookups: readonly Lookup[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { language, topic } of lookups) {
    const key = cardKey(language, topic);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/**
 * Why a topic is in the reviews, as the popup and the new tab say it: its lookups in the
 * last 30 days (`recent`) when they are enough, else all of them since its last review.
 */
export function joinedText(join: Join, recent: number): string {
  return recent >= LOOKUPS_TO_JOIN
    ? `You looked this up ${recent} times this month, so it joined your reviews.`
    : `You looked this up ${join.count} times since you last drilled it, so it joined your reviews.`;
}
