import type { Attempt } from '@/utils/progress/attempt';
import type { ImportProgress } from '@/utils/progress/importBatches';
import { lookupJoins, type Join, type Lookup } from '@/utils/progress/lookups';
import { withLookups, type TopicCard } from '@/utils/progress/schedule';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { plural } from '@/utils/units';
import { importLog, scheduleOf, type ImportedLog } from './importLog';
import type { LookupStore } from './lookupStore';
import type { ProgressStore } from './progressStore';
import type { SnippetStore } from './snippetStore';

// A page's work with the log, the own snippets and the lookups once the engine has loaded:
// part of the engine's chunk, which loads after first paint (ProgressProvider holds what
// they read). Each read beside the log fails alone, with one warning.

export type SnippetsRead = { list: readonly OwnSnippet[]; problem: string | null; cause?: unknown };

/**
 * The log as first read, and the schedule derived from it (null when it could not be read),
 * with the own snippets read beside it (none when they could not be).
 */
export type ReadLog = {
  attempts: readonly Attempt[];
  schedule: ReadonlyMap<string, TopicCard> | null;
  snippets: readonly OwnSnippet[];
  /** The topics lookups made due in it (none when the switch is off). */
  joins: ReadonlyMap<string, Join>;
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
const readSnippets = (snippets: SnippetStore) => readQuietly(snippets).then(withWarning);

/** The lookup log, or none (one warning) when it cannot be read. */
const readLookups = (lookups: LookupStore): Promise<readonly Lookup[]> =>
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

/** A lock around work on the whole log. */
export type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

type Stores = { store: ProgressStore; snippets: SnippetStore; lookups: LookupStore };

/** What a page does with the engine (ProgressProvider's actions). */
export type PageProgress = {
  /** The topics lookups made due in a schedule (utils/progress/lookups.ts). */
  lookupJoins: typeof lookupJoins;
  /**
   * The first read, the topics lookups made due joining the opening schedule when `join`
   * (the switch **Looked-up topics join reviews**). A log that cannot be read rejects, and
   * its snippets are then not warned of: the page warns once.
   */
  readFirst: (join: boolean) => Promise<FirstRead>;
  /**
   * Shows the own snippets and the lookups again after each write, this page's or another's
   * (sync's among them); returns what stops it.
   */
  watch: (show: {
    snippets: (read: SnippetsRead) => void;
    lookups: (lookups: readonly Lookup[]) => void;
  }) => () => void;
  /**
   * Adds attempts whose ids the log lacks, in batches, the schedule rebuilt once
   * (adapters/importLog.ts), while no other import or reset runs; `previous` is the log
   * the page holds.
   */
  importAttempts: (
    previous: readonly Attempt[],
    incoming: readonly Attempt[],
    onProgress?: (progress: ImportProgress) => void,
  ) => Promise<ImportedLog>;
  /**
   * Deletes the log and the lookups if the log, read by `reload` while no import runs,
   * holds `expected` attempts; resolves to how many it held.
   */
  resetIf: (expected: number, reload: () => Promise<readonly Attempt[]>) => Promise<number>;
  /** Adds the lookups whose ids the log lacks: how many were new, and the log then. */
  mergeLookups: (
    incoming: readonly Lookup[],
  ) => Promise<{ added: number; lookups: readonly Lookup[] }>;
};

/** A page's work on these stores; `exclusive` is the log's lock across pages. */
export function pageProgress(stores: Stores, exclusive: Exclusive): PageProgress {
  const { store, snippets, lookups } = stores;
  return {
    lookupJoins,
    readFirst: async (join) => {
      const own = readQuietly(snippets);
      const looked = readLookups(lookups);
      const { attempts, skipped } = await store.load();
      if (skipped > 0)
        console.warn(`Skipped ${plural(skipped, 'attempt record')} of an unknown shape`);
      const ownRead = withWarning(await own);
      const lookedUp = await looked;
      const schedule = await scheduleOf(attempts);
      const joined = join ? lookupJoins(lookedUp, schedule) : NO_JOINS;
      const opening = {
        attempts,
        schedule: withLookups(schedule, joined),
        snippets: ownRead.list,
        joins: joined,
      };
      return { attempts, schedule, snippets: ownRead, lookups: lookedUp, opening };
    },
    watch: (show) => {
      let on = true;
      const stops = [
        snippets.onChange(
          () => void readSnippets(snippets).then((read) => on && show.snippets(read)),
        ),
        lookups.onChange(() => void readLookups(lookups).then((read) => on && show.lookups(read))),
      ];
      return () => {
        on = false;
        stops.forEach((stop) => stop());
      };
    },
    importAttempts: (previous, incoming, onProgress) =>
      exclusive(() => importLog(store, previous, incoming, onProgress)),
    resetIf: (expected, reload) =>
      exclusive(async () => {
        const { length } = await reload();
        if (length === expected) {
          // Lookups first: the reset's write to sync then shares none of them.
          await lookups.clear();
          await store.clear();
        }
        return length;
      }),
    mergeLookups: async (incoming) => {
      const added = await lookups.addNew(incoming);
      return { added, lookups: await readLookups(lookups) };
    },
  };
}
