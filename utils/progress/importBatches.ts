import type { Attempt } from './attempt';
import type { Settings } from '@/utils/preferences/settings';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { plural, whole } from '@/utils/units';
import type { Lookup } from './lookups';

/**
 * Records written to the log per transaction during an import, and posted by the import
 * worker per message: each batch is one short task on the page's main thread. On two loaded
 * cores, 1,000 took 120-330 ms (GC included), and the 100,000-attempt bench had 9-22 tasks
 * over 50 ms with 500 a batch, 3-15 with 250, for the same total time.
 */
export const IMPORT_BATCH_SIZE = 250;

/** `items` cut into runs of `size` (the last may be shorter), in order. */
export function inBatches<T>(items: readonly T[], size = IMPORT_BATCH_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Batch size ${size}`);
  const batches: T[][] = [];
  for (let start = 0; start < items.length; start += size) {
    batches.push(items.slice(start, start + size));
  }
  return batches;
}

/** Where an import stands: checking the file's records (in the worker), then writing them. */
type ImportStage = 'checking' | 'writing' | 'scheduling';

/** An import's progress: `done` of `total` records in `stage`. */
export type ImportProgress = { stage: ImportStage; done: number; total: number };

/** The line under the import's progress bar: "Importing 40,000 of 100,000 attempts…". */
export function importProgressText({ stage, done, total }: ImportProgress): string {
  const of = `${whole(done)} of ${plural(total, 'attempt')}`;
  switch (stage) {
    case 'checking':
      return `Checking ${of}…`;
    case 'writing':
      return `Importing ${of}…`;
    case 'scheduling':
      return `Updating the schedule from ${plural(total, 'attempt')}…`;
  }
}

/** What the page asks the import worker: read and check this file at time `now`. */
export type ImportRequest = { file: Blob; now: number };

/**
 * What the import worker posts: progress while checking; then, for a good file, its attempts
 * in batches of `IMPORT_BATCH_SIZE` (each message a short task to receive) and `done` with
 * the settings, the snippets (a few hundred at most) and the lookups (at most `MAX_LOOKUPS`,
 * a few hundred kilobytes), so one message; or
 * `refused` with the reason, naming the records.
 */
export type ImportMessage =
  | { kind: 'checked'; checked: number; total: number }
  | { kind: 'batch'; attempts: Attempt[] }
  | {
      kind: 'done';
      settings: Settings;
      snippets: OwnSnippet[];
      lookups: Lookup[];
      lookupsDropped: number;
      total: number;
    }
  | { kind: 'refused'; message: string };

/** The page's end of the import worker (a Worker, or an in-process stand-in in tests). */
export type ImportPort = {
  postMessage: (request: ImportRequest) => void;
  onmessage: ((event: MessageEvent<ImportMessage>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate: () => void;
};
