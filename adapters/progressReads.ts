import type { Attempt } from '@/utils/progress/attempt';
import { lookupJoins, type Join, type Lookup } from '@/utils/progress/lookups';
import { buildSchedule, withLookups, type TopicCard } from '@/utils/progress/schedule';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { plural } from '@/utils/units';
import type { LookupStore } from './lookupStore';
import type { ProgressStore } from './progressStore';
import type { SnippetStore } from './snippetStore';

// What a page reads beside the log, each failing alone with one warning: part of the engine's
// chunk, which loads after first paint (ProgressProvider holds what they read).

export type SnippetsRead = { list: readonly OwnSnippet[]; problem: string | null; cause?: unknown };

/**
 * The log as first read, and the schedule derived from it (null when it could not be read),
 * with the own snippets read beside it (none when they could not be).
 */
export type ReadLog = {
  attempts: readonly Attempt[];
  schedule: ReadonlyMap<string, TopicCard> | null;
  snippets: readonly OwnSnippet[];
};

/** A page's first read: the log, its schedule, the own snippets and the lookups. */
export type FirstRead = {
  attempts: readonly Attempt[];
  /** The schedule of the log alone; `opening` has the one the lookups joined. */
  schedule: ReadonlyMap<string, TopicCard>;
  snippets: SnippetsRead;
  lookups: readonly Lookup[];
  /** What the page opens on: the schedule with the topics the lookups made due. */
  opening: ReadLog;
};

/** The own snippets, or none and why when they cannot be read (`withWarning` says so). */
const readQuietly = (snippets: SnippetStore): Promise<SnippetsRead> =>
  snippets.list().then(
    (list) => ({ list, problem: null }),
    (error: unknown) => ({
      list: [],
      problem: error instanceof Error ? error.message : String(error),
      cause: error instanceof Error && error.cause !== undefined ? error.cause : error,
    }),
  );

/**
 * One warning for snippets that could not be read, naming the store's cause (its message
 * already says "could not be read").
 */
function withWarning(read: SnippetsRead): SnippetsRead {
  if (read.problem !== null) console.warn('Your own snippets could not be read', read.cause);
  return read;
}

/** The own snippets, or none and why (warned once) when they cannot be read. */
export const readSnippets = (snippets: SnippetStore) => readQuietly(snippets).then(withWarning);

/** The lookup log, or none (one warning) when it cannot be read. */
export const readLookups = (lookups: LookupStore): Promise<readonly Lookup[]> =>
  lookups.list().then(
    ({ lookups, skipped }) => {
      if (skipped > 0)
        console.warn(`Skipped ${plural(skipped, 'lookup record')} of an unknown shape`);
      return lookups;
    },
    (error: unknown) => {
      console.warn('The lookups could not be read', error);
      return [];
    },
  );

const NO_JOINS: ReadonlyMap<string, Join> = new Map();

/**
 * A page's first read, the topics lookups made due joining the opening schedule when `join`
 * (the switch **Looked-up topics join reviews**). A log that cannot be read rejects, and its
 * snippets are then not warned of: the page warns once.
 */
export async function readFirst(
  stores: { store: ProgressStore; snippets: SnippetStore; lookups: LookupStore },
  join: boolean,
): Promise<FirstRead> {
  const own = readQuietly(stores.snippets);
  const looked = readLookups(stores.lookups);
  const { attempts, skipped } = await stores.store.load();
  if (skipped > 0) console.warn(`Skipped ${plural(skipped, 'attempt record')} of an unknown shape`);
  const snippets = withWarning(await own);
  const lookups = await looked;
  const schedule = buildSchedule(attempts);
  const joined = join ? lookupJoins(lookups, schedule) : NO_JOINS;
  const opening = { attempts, schedule: withLookups(schedule, joined), snippets: snippets.list };
  return { attempts, schedule, snippets, lookups, opening };
}
