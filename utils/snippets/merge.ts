import type { OwnSnippet } from './snippet';

/** What merging a file's snippets into the local ones comes to. */
export type SnippetMerge = {
  /**
   * The snippets to write: new ones, newer versions of local ones, and local ones an
   * incoming snippet of the same topic replaced, marked deleted (never removed: the user's
   * code stays in the store, and in an export).
   */
  put: OwnSnippet[];
  added: number;
  updated: number;
  /** Local snippets replaced by an incoming one of the same topic. */
  replaced: number;
};

/** What orders two versions of one snippet: a deleted one's content no longer counts. */
type Version = Pick<OwnSnippet, 'updatedAt' | 'deletedAt'> &
  Partial<Pick<OwnSnippet, 'title' | 'lines'>>;

const content = (version: Version) =>
  version.deletedAt === undefined
    ? `0${JSON.stringify([version.title, version.lines])}`
    : `1${version.deletedAt}`;

/**
 * Whether `a` is a later version than `b`: the later `updatedAt` (ISO times of one format
 * compare as text), and at the same millisecond the one whose content sorts later, so that
 * every device picks the same; the same content is never later than itself.
 */
export function isLater(a: Version, b: Version): boolean {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt;
  return content(a) > content(b);
}

/**
 * Whether snippet `a` keeps a topic over `b`, another snippet of it: the later version, and
 * between versions neither is later than (saved the same in the same millisecond on two
 * devices) the greater id, so every device keeps the same one.
 */
const keepsTopic = (a: OwnSnippet, b: OwnSnippet) =>
  isLater(a, b) || (!isLater(b, a) && a.id > b.id);

/** A snippet's topic, as the schedule knows it: attempts are keyed by language and key. */
const topicOf = ({ language, key }: OwnSnippet) => `${language}\n${key}`;
const live = (snippet: OwnSnippet | undefined) => snippet && snippet.deletedAt === undefined;

/**
 * Merges `incoming` snippets (an imported file's, or other devices') into `local` by id:
 * the later version wins (`isLater`), so importing a file twice changes nothing.
 * An incoming live snippet whose language and key a local live snippet of another id holds
 * (two browsers saved the same title apart) is the same topic to the schedule, since
 * attempts name a topic by language and key: one topic keeps one snippet, so the later
 * wins there too (`keepsTopic`) and the other is marked deleted at the winner's time (every
 * device that merges the same comes to the same). A deleted snippet holds no topic.
 */
export function mergeSnippets(
  local: readonly OwnSnippet[],
  incoming: readonly OwnSnippet[],
): SnippetMerge {
  const localIds = new Set(local.map((snippet) => snippet.id));
  const byId = new Map(local.map((snippet) => [snippet.id, snippet]));
  const byTopic = new Map(local.filter(live).map((snippet) => [topicOf(snippet), snippet]));
  const put = new Map<string, OwnSnippet>();
  const replaced = new Set<string>();
  for (const snippet of incoming) {
    const same = byId.get(snippet.id);
    const rival = live(snippet) ? byTopic.get(topicOf(snippet)) : undefined;
    const other = rival && rival.id !== snippet.id ? rival : undefined;
    if ((same && !isLater(snippet, same)) || (other && !keepsTopic(snippet, other))) continue;
    if (other) {
      if (localIds.has(other.id)) {
        const retired = { ...other, updatedAt: snippet.updatedAt, deletedAt: snippet.updatedAt };
        byId.set(other.id, retired);
        put.set(other.id, retired);
        replaced.add(other.id);
      } else {
        byId.delete(other.id);
        put.delete(other.id);
      }
    }
    if (same && byTopic.get(topicOf(same)) === same) byTopic.delete(topicOf(same));
    byId.set(snippet.id, snippet);
    if (live(snippet)) byTopic.set(topicOf(snippet), snippet);
    put.set(snippet.id, snippet);
    replaced.delete(snippet.id);
  }
  const written = [...put.values()];
  const updated = written.filter(
    (snippet) => localIds.has(snippet.id) && !replaced.has(snippet.id),
  ).length;
  return {
    put: written,
    added: written.filter((snippet) => !localIds.has(snippet.id)).length,
    updated,
    replaced: replaced.size,
  };
}
