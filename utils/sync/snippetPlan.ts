import { isLater, mergeSnippets, type SnippetMerge } from '@/utils/snippets/merge';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { SYNC_QUOTA } from './quota';
import { packSnippet, snippetKey, type Carried } from './snippetShare';

/**
 * The other devices' versions merged into the local snippets: whole snippets as an import
 * merges them; a deletion applied to the local copy it is later than (a device that never
 * had the snippet has nothing to delete).
 */
export function planSnippetPull(
  local: readonly OwnSnippet[],
  carried: readonly Carried[],
): SnippetMerge {
  const byId = new Map(local.map((snippet) => [snippet.id, snippet]));
  const incoming: OwnSnippet[] = [];
  for (const { version } of carried) {
    if ('lines' in version) {
      incoming.push(version);
      continue;
    }
    const held = byId.get(version.id);
    if (held && isLater(version, held)) {
      incoming.push({ ...held, updatedAt: version.updatedAt, deletedAt: version.deletedAt });
    }
  }
  return mergeSnippets(local, incoming);
}

/**
 * Whether this device carries `snippet`: unless another device carries a later version,
 * or the same one and sorts first. So each version is carried by one device, whichever
 * made it or received it, and a device that goes quiet leaves its versions to the others.
 */
function carries(snippet: OwnSnippet, carried: readonly Carried[], self: string): boolean {
  return !carried.some(
    ({ device, version }) =>
      version.id === snippet.id &&
      (isLater(version, snippet) || (!isLater(snippet, version) && device < self)),
  );
}

/** This device's snippet keys: what they hold, their bytes, and the snippets left out. */
type SnippetPush = {
  items: Map<string, unknown>;
  bytes: number;
  /** Snippets this device would carry that did not fit: they say **Not synced**. */
  unsynced: string[];
};

const encoder = new TextEncoder();

/**
 * The snippets this device carries, packed into keys of at most the per-key limit and in
 * all at most `room` bytes (keys counted): deletions first (they are small), then the rest
 * in the order they were made, so the newest are the ones left out and the others do not
 * change place when one is edited.
 */
export function planSnippetPush(
  local: readonly OwnSnippet[],
  carried: readonly Carried[],
  self: string,
  room: number,
): SnippetPush {
  const mine = local.filter((snippet) => carries(snippet, carried, self));
  const order = [
    ...mine.filter((snippet) => snippet.deletedAt !== undefined),
    ...mine.filter((snippet) => snippet.deletedAt === undefined),
  ];
  const chunks: unknown[][] = [];
  const unsynced: string[] = [];
  let chunkBytes = 0;
  let bytes = 0;
  for (const snippet of order) {
    const packed = packSnippet(snippet);
    // Its JSON and the comma or bracket after it.
    const size = encoder.encode(JSON.stringify(packed)).length + 1;
    const joins = chunks.length > 0 && chunkBytes + size <= SYNC_QUOTA.bytesPerItem;
    // A new key costs its name and its opening bracket.
    const cost = joins ? size : snippetKey(self, chunks.length).length + 1 + size;
    if ((!joins && cost > SYNC_QUOTA.bytesPerItem) || bytes + cost > room) {
      unsynced.push(snippet.id);
      continue;
    }
    if (joins) chunks.at(-1)?.push(packed);
    else chunks.push([packed]);
    chunkBytes = joins ? chunkBytes + size : cost;
    bytes += cost;
  }
  const items = new Map<string, unknown>(
    chunks.map((chunk, index) => [snippetKey(self, index), chunk]),
  );
  return { items, bytes, unsynced };
}
