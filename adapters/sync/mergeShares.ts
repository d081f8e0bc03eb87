import type { ProgressStore } from '@/adapters/progressStore';
import type { SnippetStore } from '@/adapters/snippetStore';
import type { LookupStore } from '@/adapters/lookupStore';
import type { Attempt } from '@/utils/progress/attempt';
import { inBatches, IMPORT_BATCH_SIZE } from '@/utils/progress/importBatches';
import { inSlices } from '@/adapters/slices';
import { readDevices } from '@/utils/sync/deviceKeys';
import { planMerge, type MergePlan } from '@/utils/sync/merge';
import { ignoredWarning, screenKeys } from '@/utils/sync/screen';
import { planSnippetPull } from '@/utils/sync/snippetPlan';
import { readCarried } from '@/utils/sync/snippetShare';

/** What a merge of the other devices' keys did to this device. */
type Merged = {
  plan: MergePlan;
  /** The log after the merge, when it changed (read once, then changed in memory). */
  attempts: readonly Attempt[] | null;
  /** Whether another device's snippets were written here. */
  snippetsChanged: boolean;
  /** Why keys were skipped, one line each. */
  skipped: string[];
  /** Other devices' keys left out: values no device of this version writes. */
  ignored: number;
};

/** Dexie's order, the primary key's: a merged log reads as a fresh read would. */
const byId = (a: Attempt, b: Attempt) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Merges every other device's keys into this device's log, lookups and snippets: keys no
 * device of this version writes are left out (`screenKeys`), the log is read once, the
 * merge is planned in short tasks, what the other devices add or reset is written in
 * batches, and the merged log is returned so the page shows it without reading it again.
 */
export async function mergeShares(
  read: ReadonlyMap<string, unknown>,
  self: string,
  now: number,
  store: ProgressStore,
  { snippets, lookups }: { snippets?: SnippetStore; lookups?: LookupStore } = {},
): Promise<Merged> {
  const { items, ignored: screenedOut } = screenKeys(read, self, now);
  const { attempts } = await store.load();
  const looked = lookups ? (await lookups.list()).lookups : [];
  const plan = await inSlices(planMerge(readDevices(items), self, attempts, now, looked));
  if (lookups && plan.lookups.remove.length > 0) await lookups.remove(plan.lookups.remove);
  if (lookups && plan.lookups.add.length > 0) await lookups.addNew(plan.lookups.add);
  if (plan.remove.length > 0) await store.remove(plan.remove);
  const added: Attempt[] = [];
  for (const batch of inBatches(plan.add, IMPORT_BATCH_SIZE)) {
    added.push(...(await store.addNew(batch)));
  }
  let merged: Attempt[] | null = null;
  if (added.length > 0 || plan.remove.length > 0) {
    await store.announce();
    const removed = new Set(plan.remove);
    merged = [...attempts.filter((attempt) => !removed.has(attempt.id)), ...added].sort(byId);
  }
  const ignored = [...screenedOut, ...plan.ignored];
  const skipped = [...plan.skipped, ...(ignored.length > 0 ? [ignoredWarning(ignored)] : [])];
  let snippetsChanged = false;
  if (snippets) {
    const carried = readCarried(items, self);
    skipped.push(...carried.skipped);
    const { put } = planSnippetPull(await snippets.list(), carried.carried);
    if (put.length > 0) {
      await snippets.put(put);
      snippetsChanged = true;
    }
  }
  return { plan, attempts: merged, snippetsChanged, skipped, ignored: ignored.length };
}
