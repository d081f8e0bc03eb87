import type { ProgressEngine } from '@/adapters/progressEngine';
import { lookupJoins, type Join, type Lookup } from '@/utils/progress/lookups';
import type { TopicCard } from '@/utils/progress/schedule';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { plural } from '@/utils/units';

// What ProgressProvider reads beside the log, each failing alone with one warning.

/** The own snippets, or none and why when they cannot be read (`withWarning` says so). */
export const readSnippets = (engine: ProgressEngine): Promise<SnippetsRead> =>
  engine.snippets.list().then(
    (list) => ({ list, problem: null }),
    (error: unknown) => ({
      list: [],
      problem: error instanceof Error ? error.message : String(error),
      cause: error instanceof Error && error.cause !== undefined ? error.cause : error,
    }),
  );

/**
 * One warning for snippets that could not be read, naming the store's cause (its message
 * already says "could not be read"). Not when the log failed too: the page warns once.
 */
export function withWarning(read: SnippetsRead): SnippetsRead {
  if (read.problem !== null) console.warn('Your own snippets could not be read', read.cause);
  return read;
}

export type SnippetsRead = { list: readonly OwnSnippet[]; problem: string | null; cause?: unknown };

/** The lookup log, or none (one warning) when it cannot be read. */
export const readLookups = (engine: ProgressEngine): Promise<readonly Lookup[]> =>
  engine.lookups.list().then(
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

/** The topics lookups made due in `schedule`, when the switch lets them join. */
export const joinsOf = (
  on: boolean,
  lookups: readonly Lookup[] | null,
  schedule: ReadonlyMap<string, TopicCard> | null,
) => (on && lookups && schedule ? lookupJoins(lookups, schedule) : NO_JOINS);

/** A promise and the function that settles it. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}
