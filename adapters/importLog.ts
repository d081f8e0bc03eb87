import type { Attempt } from '@/utils/progress/attempt';
import { IMPORT_BATCH_SIZE, inBatches, type ImportProgress } from '@/utils/progress/importBatches';
import { scheduleSteps, type TopicCard } from '@/utils/progress/schedule';
import type { ProgressStore } from './progressStore';
import { inSlices } from './slices';

/** The schedule of a whole log, replayed in short tasks (a large log takes seconds). */
export const scheduleOf = (attempts: readonly Attempt[]) => inSlices(scheduleSteps(attempts));

/** A task boundary: lets the page paint and handle input between two batches. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The log after an import, its schedule rebuilt once, and how many attempts were new. */
export type ImportedLog = {
  attempts: Attempt[];
  schedule: Map<string, TopicCard>;
  added: number;
};

/**
 * Adds the attempts whose ids the log lacks, `IMPORT_BATCH_SIZE` a transaction, each a short
 * task, reporting the records written; then the log held (`previous`) plus the new ones, and
 * the schedule replayed once from it, in short tasks (`inSlices`). Never reloads the whole log
 * from the store.
 */
export async function importLog(
  store: ProgressStore,
  previous: readonly Attempt[],
  incoming: readonly Attempt[],
  onProgress: (progress: ImportProgress) => void = () => {},
  pause: () => Promise<void> = nextTask,
  batchSize = IMPORT_BATCH_SIZE,
): Promise<ImportedLog> {
  const total = incoming.length;
  const added: Attempt[] = [];
  let done = 0;
  onProgress({ stage: 'writing', done, total });
  for (const batch of inBatches(incoming, batchSize)) {
    added.push(...(await store.addNew(batch)));
    done += batch.length;
    onProgress({ stage: 'writing', done, total });
    await pause();
  }
  // Once, not per batch: each page that hears it reads the whole log again.
  if (added.length > 0) await store.announce();
  const attempts = [...previous, ...added];
  onProgress({ stage: 'scheduling', done: attempts.length, total: attempts.length });
  const schedule = await scheduleOf(attempts);
  return { attempts, schedule, added: added.length };
}
