import { cardKey, type Attempt } from '@/utils/progress/attempt';
import { foldLookups, type Lookup } from '@/utils/progress/lookups';
import { chunkKey, metaKey, type DeviceRead } from './deviceKeys';
import { devicePrefix, shareAttempts } from './fold';
import { sameLookup, shareLookups } from './lookupShare';
import { readShare } from './share';
import { plural } from '@/utils/units';
import { eachInSteps, type Steps } from '@/utils/slices';

/** What merging the other devices' keys into this device's log comes to. */
export type MergePlan = {
  /** The other devices' attempts this log lacks. */
  add: Attempt[];
  /** This log's attempts from a device that has since reset (its reset reaches every device). */
  remove: string[];
  /** The other devices' lookups the lookup log lacks, and its lookups of a device since reset. */
  lookups: { add: Lookup[]; remove: string[] };
  /** Devices whose keys are in the area, this one included. */
  devices: number;
  /** The latest write of another device, ms since the epoch; null when none has written. */
  lastRemoteAt: number | null;
  /** Why a device's keys were skipped (a newer version's, or damaged), one line each. */
  skipped: string[];
  /** The keys of devices whose share holds a drill no device records: left out whole. */
  ignored: string[];
};

/** A drill as any device's log knows it, whatever its id: its card and finish time. */
const sameDrill = (attempt: Attempt) =>
  `${cardKey(attempt.language, attempt.topic)}@${Date.parse(attempt.finishedAt)}`;

/** The ids of `local` under a device's reset count older than its share's (`current`). */
function* reset(
  local: readonly { id: string }[],
  current: ReadonlyMap<string, string>,
): Steps<string[]> {
  const ids: string[] = [];
  yield* eachInSteps(local, ({ id }) => {
    const epoch = current.get(id.slice(0, id.indexOf('.', devicePrefix('').length) + 1));
    if (epoch !== undefined && !id.startsWith(epoch)) ids.push(id);
  });
  return ids;
}

/**
 * The lookups to add that the lookup log keeps once it folds to its newest `MAX_LOOKUPS`:
 * one it would drop at once would be added again at every merge.
 */
function keptLookups(local: readonly Lookup[], { add, remove }: MergePlan['lookups']) {
  const removed = new Set(remove);
  const { kept } = foldLookups([...local.filter(({ id }) => !removed.has(id)), ...add]);
  const stays = new Set(kept.map(({ id }) => id));
  return add.filter(({ id }) => stays.has(id));
}

/**
 * Plans the merge of every other device's share into `local`, this device's log, and
 * `lookups`, its lookup log, at `now`: a union by id, as an import is. A device's attempts
 * and lookups carry its reset count in their ids, so after it resets, the ones it had
 * before are taken out here too and every log holds the same. A drill the log holds under
 * another id (the same card, finished in the same millisecond) is the same drill: a device
 * whose id was lost (its local key damaged) shares its drills again under a new id, and they
 * are not counted twice; so with a lookup of the same topic and millisecond (an import
 * brought it, say). Lookups the lookup log would fold away at once are not added. In steps
 * (utils/slices.ts): the local log may hold years of drills.
 */
export function* planMerge(
  reads: readonly DeviceRead[],
  self: string,
  local: readonly Attempt[],
  now: number,
  lookups: readonly Lookup[] = [],
): Steps<MergePlan> {
  const known = new Set<string>();
  const held = new Set<string>();
  yield* eachInSteps(local, (attempt) => {
    known.add(attempt.id);
    held.add(sameDrill(attempt));
  });
  const knownLookups = new Set(lookups.map((lookup) => lookup.id));
  const heldLookups = new Set(lookups.map(sameLookup));
  const plan: MergePlan = {
    add: [],
    remove: [],
    lookups: { add: [], remove: [] },
    devices: 1,
    lastRemoteAt: null,
    skipped: [],
    ignored: [],
  };
  const current = new Map<string, string>();
  for (const read of reads) {
    if (read.device === self) continue;
    plan.devices++;
    if (read.kind === 'unknown') {
      plan.skipped.push(
        `Skipped the synced progress of device ${read.device}: a newer or unknown shape`,
      );
      continue;
    }
    if (!read.meta) continue;
    if (read.kind !== 'share') {
      current.set(devicePrefix(read.device), `${devicePrefix(read.device)}${read.meta.epoch}.`);
      plan.lastRemoteAt = Math.max(plan.lastRemoteAt ?? 0, read.meta.at);
      continue;
    }
    let share: ReturnType<typeof shareAttempts>;
    let looked: ReturnType<typeof shareLookups>;
    try {
      share = shareAttempts(readShare(read.text), read.device, read.meta.epoch, now);
      looked = shareLookups(read.text, read.device, read.meta.epoch, now);
    } catch {
      // Text no device writes, or a drill or lookup no device records: the share is left out.
      plan.ignored.push(
        metaKey(read.device),
        ...Array.from({ length: read.meta.chunks }, (_, index) => chunkKey(read.device, index)),
      );
      continue;
    }
    current.set(devicePrefix(read.device), `${devicePrefix(read.device)}${read.meta.epoch}.`);
    plan.lastRemoteAt = Math.max(plan.lastRemoteAt ?? 0, read.meta.at);
    for (const attempt of share.attempts) {
      if (known.has(attempt.id) || held.has(sameDrill(attempt))) continue;
      held.add(sameDrill(attempt));
      plan.add.push(attempt);
    }
    for (const lookup of looked.lookups) {
      if (knownLookups.has(lookup.id) || heldLookups.has(sameLookup(lookup))) continue;
      heldLookups.add(sameLookup(lookup));
      plan.lookups.add.push(lookup);
    }
    if (share.unreadable > 0) {
      plan.skipped.push(
        `Skipped ${plural(share.unreadable, 'synced attempt')} of device ${read.device}: unknown topics`,
      );
    }
    plan.skipped.push(...looked.skipped);
  }
  plan.remove = yield* reset(local, current);
  plan.lookups.remove = yield* reset(lookups, current);
  if (plan.lookups.add.length > 0) plan.lookups.add = keptLookups(lookups, plan.lookups);
  return plan;
}
