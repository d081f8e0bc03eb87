/**
 * What the new tab needs to pick its topic within the current language. A "topic" here is
 * any place a drill opens on: utils/progress/opening.ts passes each card of each topic.
 */
type ScheduledTopicInput = {
  /** The language's topic keys in teaching order. */
  topics: readonly string[];
  /** Due time (ms) of each practised topic. */
  due: ReadonlyMap<string, number>;
  now: number;
  /** The topic of the last finished drill (or every card it drilled), never offered again
   *  straight away. */
  justFinished: string | readonly string[] | null;
  /** The user's explicit choice since the last finished drill, which always wins. */
  chosen: string | null;
};

/**
 * The topic a new tab opens on: the user's explicit choice; otherwise the due topic with the
 * earliest due time (never the one just finished); otherwise the first topic never
 * practised; otherwise the earliest due of the rest. Null only for an empty set.
 */
export function scheduledTopic({
  topics,
  due,
  now,
  justFinished,
  chosen,
}: ScheduledTopicInput): string | null {
  if (chosen !== null && topics.includes(chosen)) return chosen;
  const finished = new Set(typeof justFinished === 'string' ? [justFinished] : justFinished);
  const others = topics.filter((topic) => !finished.has(topic));
  const byDue = others.filter((topic) => due.has(topic)).sort((a, b) => due.get(a)! - due.get(b)!);
  const dueNow = byDue.find((topic) => due.get(topic)! <= now);
  if (dueNow !== undefined) return dueNow;
  const fresh = others.find((topic) => !due.has(topic));
  if (fresh !== undefined) return fresh;
  return byDue[0] ?? topics[0] ?? null;
}
