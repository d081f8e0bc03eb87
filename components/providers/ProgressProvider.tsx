import {
  createContext,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { Attempt } from '@/utils/progress/attempt';
import type { Follower, ProgressEngine } from '@/adapters/progressEngine';
import type { TopicCard } from '@/utils/progress/schedule';
import type { ImportProgress } from '@/utils/progress/importBatches';
import type { SnippetStore } from '@/adapters/snippetStore';
import type { SyncStatusStore } from '@/adapters/sync/syncStatus';
import type { ReadLog, SnippetsRead } from '@/adapters/pageProgress';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { lookupReviewsPreference } from '@/adapters/pagePreferences';
import { usePreference } from '@/hooks/usePreference';
import type { Join, Lookup } from '@/utils/progress/lookups';

type ProgressValue = {
  /** The attempt log; null until it has been read (after first paint). */
  attempts: readonly Attempt[] | null;
  /**
   * Every practised topic's card, derived from the log, with the topics lookups made due
   * (`joins`); null until it is read.
   */
  schedule: ReadonlyMap<string, TopicCard> | null;
  /** The lookup log; null until it is read. */
  lookups: readonly Lookup[] | null;
  /** The topics lookups made due, by `language/topic` (none while the switch is off). */
  joins: ReadonlyMap<string, Join>;
  /** Records one lookup of a topic (utils/progress/lookups.ts says what counts). */
  recordLookup: (language: Lookup['language'], topic: string) => void;
  /** Adds imported lookups whose ids the log lacks; resolves to how many were new. */
  mergeLookups: (lookups: readonly Lookup[]) => Promise<number>;
  /** False when the log cannot be written: practice goes on, a notice says so. */
  saving: boolean;
  /** Records a finished drill. */
  record: (attempt: Attempt) => void;
  /** Adds attempts whose ids the log lacks, in batches; resolves to how many were new. */
  merge: (
    attempts: readonly Attempt[],
    onProgress?: (progress: ImportProgress) => void,
  ) => Promise<number>;
  /**
   * Deletes the whole log if it holds `expected` attempts (what the user was told), once no
   * import runs on any page; else deletes nothing. Resolves to the attempts it held.
   */
  reset: (expected: number) => Promise<{ deleted: boolean; held: number }>;
  /**
   * The user's snippets' store once the engine has loaded (null if it failed): a write
   * through it, or sync's, reads `snippets` again.
   */
  loadSnippetStore: () => Promise<SnippetStore | null>;
  /** Reads the log as it is now (other pages write too), shows it and resolves to it. */
  refresh: () => Promise<readonly Attempt[]>;
  /** Settles once the log has been read (empty when it could not be): where it arrives. */
  whenRead: Promise<ReadLog>;
  /** The user's own snippets, deleted ones too (utils/snippets/topics picks the live ones). */
  snippets: readonly OwnSnippet[] | null;
  /** Why the own snippets could not be read (the list is then empty), or null. */
  snippetsProblem: string | null;
  /** What sync is doing once the engine has loaded; null before, and without sync. */
  syncStatus: SyncStatusStore | null;
};

const ProgressContext = createContext<ProgressValue | null>(null);

const NO_JOINS: ReadonlyMap<string, Join> = new Map();

/** A promise and the function that settles it. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

/** Loads the engine (Dexie and FSRS) in its own chunk, so no page waits for it to paint. */
const loadDexieEngine = () =>
  import('@/adapters/progressEngine').then((module) => module.dexieEngine());

/** The log and the schedule derived from it, kept together so a new attempt updates both. */
type Log = Omit<ReadLog, 'snippets' | 'joins'>;

/** The engine as the provider holds it: with the page's hold on the log. */
type LoadedEngine = ProgressEngine & { log: Follower };

type ProgressProviderProps = { loadEngine?: () => Promise<ProgressEngine>; children: ReactNode };

/**
 * Holds the attempt log, read after first paint and again whenever another page writes it
 * (a drill under way is not touched: it only shows more); the schedule is derived from it
 * (in full on each read, in short tasks, then one card per attempt this page records).
 * A store that fails (IndexedDB unavailable, a write refused) warns once and stops saving;
 * practice goes on and nothing throws.
 */
export function ProgressProvider({
  loadEngine = loadDexieEngine,
  children,
}: ProgressProviderProps) {
  const [engine, setEngine] = useState<LoadedEngine | null>(null);
  // What an action started before the engine loaded waits for (a file chosen at once).
  const [ready] = useState(() => deferred<LoadedEngine | null>());
  const [log, setLog] = useState<Log | null>(null);
  const [snippets, setSnippets] = useState<SnippetsRead | null>(null);
  const [lookups, setLookups] = useState<readonly Lookup[] | null>(null);
  const joinReviews = usePreference(lookupReviewsPreference());
  const [saving, setSaving] = useState(true);
  const warned = useRef(false);
  const engineRef = useRef<Promise<ProgressEngine> | null>(null);
  const [read] = useState(() => deferred<ReadLog>());

  const fail = (error: unknown) => {
    if (!warned.current) console.warn('Progress is not being saved', error);
    warned.current = true;
    setSaving(false);
  };

  useEffect(() => {
    let current = true;
    let stop = () => {};
    const loading = (engineRef.current ??= loadEngine());
    loading
      .then(async (loaded) => {
        // The new tab opens on what the schedule and the lookups make due.
        const first = await loaded.readFirst(lookupReviewsPreference().get());
        if (!current) return;
        const log = loaded.follow(setLog);
        const unwatch = loaded.watch({ snippets: setSnippets, lookups: setLookups });
        stop = () => {
          log.stop();
          unwatch();
        };
        const held = { ...loaded, log };
        setEngine(held);
        ready.resolve(held);
        setLog({ attempts: first.attempts, schedule: first.schedule });
        setSnippets(first.snippets);
        setLookups(first.lookups);
        read.resolve(first.opening);
      })
      .catch((error: unknown) => {
        if (!current) return;
        fail(error);
        setLog({ attempts: [], schedule: null });
        setLookups([]);
        setSnippets({
          list: [],
          problem: 'Progress storage is unavailable, so nothing can be saved.',
        });
        read.resolve({ attempts: [], schedule: null, snippets: [], joins: new Map() });
        ready.resolve(null);
      });
    return () => {
      current = false;
      stop();
    };
  }, [loadEngine, read, ready]);

  const loadSnippetStore = useCallback(
    async () => (await ready.promise)?.snippets ?? null,
    [ready],
  );

  const joins = useMemo(
    () =>
      engine && joinReviews && lookups && log?.schedule
        ? engine.lookupJoins(lookups, log.schedule)
        : NO_JOINS,
    [engine, joinReviews, lookups, log],
  );
  const schedule = useMemo(
    () => (engine && log?.schedule ? engine.withLookups(log.schedule, joins) : null),
    [engine, log, joins],
  );

  const value = useMemo<ProgressValue>(() => {
    return {
      attempts: log?.attempts ?? null,
      schedule,
      lookups,
      joins,
      recordLookup: (language, topic) => {
        const lookup = { id: crypto.randomUUID(), language, topic, at: new Date().toISOString() };
        setLookups((previous) => [...(previous ?? []), lookup]);
        // A lookup before the engine has loaded waits for it.
        void ready.promise.then((loaded) => loaded?.lookups.addNew([lookup])).catch(fail);
      },
      mergeLookups: async (incoming) => {
        const loaded = await ready.promise;
        if (!loaded || incoming.length === 0) return 0;
        const { added, lookups: merged } = await loaded.mergeLookups(incoming);
        setLookups(merged);
        return added;
      },
      whenRead: read.promise,
      snippets: snippets?.list ?? null,
      snippetsProblem: snippets?.problem ?? null,
      syncStatus: engine?.syncStatus ?? null,
      saving,
      record: (attempt) => {
        // One more card graded, not the whole log replayed: the drill's last key stays quick.
        setLog((previous) => ({
          attempts: [...(previous?.attempts ?? []), attempt],
          schedule:
            engine && previous?.schedule ? engine.withAttempt(previous.schedule, attempt) : null,
        }));
        if (!engine) return fail(new Error('The progress store is not open'));
        engine.log.add(attempt).catch(fail);
      },
      merge: async (incoming, onProgress) => {
        const loaded = await ready.promise;
        if (!loaded) throw new Error('Progress is not being saved, so nothing can be imported.');
        const previous = log?.attempts ?? (await read.promise).attempts;
        // Batched, the schedule rebuilt once in slices: no task freezes the page.
        const { added, ...imported } = await loaded.importAttempts(previous, incoming, onProgress);
        // A transition: the page's views of a large log render in slices, not one long task.
        startTransition(() => setLog(imported));
        return added;
      },
      reset: async (expected) => {
        if (!engine) throw new Error('Progress is not being saved, so there is nothing to reset.');
        const held = await engine.resetIf(expected, engine.log.reload);
        if (held === expected) setLookups([]);
        await engine.log.reload();
        return { deleted: held === expected, held };
      },
      refresh: async () => (engine ? engine.log.reload() : (log?.attempts ?? [])),
      loadSnippetStore,
    };
  }, [log, schedule, lookups, joins, snippets, saving, engine, read, ready, loadSnippetStore]);

  return <ProgressContext value={value}>{children}</ProgressContext>;
}

/** The attempt log, its schedule and the actions on it; throws outside ProgressProvider. */
export function useProgress(): ProgressValue {
  const value = use(ProgressContext);
  if (!value) throw new Error('useProgress must be used within ProgressProvider');
  return value;
}
