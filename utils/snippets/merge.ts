import type { Snippet } from './snippet';

/** What merging a file's snippets into the local ones comes to. */
export type SnippetMerge = {
  /** The incoming snippets to write: new ones, and newer versions of local ones. */
  put: Snippet[];
  /** Local snippets to delete: an incoming one of the same topic replaced them. */
  drop: string[];
  added: number;
  updated: number;
};

/** A snippet's topic, as the schedule knows it: attempts are keyed by language and key. */
const topicOf = ({ language, key }: Snippet) => `${language}\n${key}`;

/**
 * Merges `incoming` snippets (an imported file's) into `local` by id: the later `updatedAt`
 * wins and on a tie the local one stays, so importing a file twice changes nothing.
 * An incoming snippet whose language and key a local snippet of another id holds (two
 * browsers saved the same title apart) is the same topic to the schedule, since attempts
 * name a topic by language and key: one topic keeps one snippet, so the later `updatedAt`
 * wins there too and the other is dropped.
 */
export function mergeSnippets(
  local: readonly Snippet[],
  incoming: readonly Snippet[],
): SnippetMerge {
  const localIds = new Set(local.map((snippet) => snippet.id));
  const byId = new Map(local.map((snippet) => [snippet.id, snippet]));
  const byTopic = new Map(local.map((snippet) => [topicOf(snippet), snippet]));
  const put = new Map<string, Snippet>();
  const drop = new Set<string>();
  for (const snippet of incoming) {
    const same = byId.get(snippet.id);
    const rival = byTopic.get(topicOf(snippet));
    const other = rival && rival.id !== snippet.id ? rival : undefined;
    // ISO times of one format compare as text.
    if ([same, other].some((held) => held && held.updatedAt >= snippet.updatedAt)) continue;
    if (other) {
      byId.delete(other.id);
      put.delete(other.id);
      if (localIds.has(other.id)) drop.add(other.id);
    }
    if (same && byTopic.get(topicOf(same)) === same) byTopic.delete(topicOf(same));
    byId.set(snippet.id, snippet);
    byTopic.set(topicOf(snippet), snippet);
    put.set(snippet.id, snippet);
    drop.delete(snippet.id);
  }
  const written = [...put.values()];
  const updated = written.filter((snippet) => localIds.has(snippet.id)).length;
  return { put: written, drop: [...drop], added: written.length - updated, updated };
}
