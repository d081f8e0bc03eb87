import type { Attempt } from '@/utils/progress/attempt';
import type { DeviceRead } from './deviceKeys';
import { devicePrefix, shareAttempts } from './fold';
import { readShare } from './share';

/** What merging the other devices' keys into this device's log comes to. */
export type MergePlan = {
  /** The other devices' attempts this log lacks. */
  add: Attempt[];
  /** This log's attempts from a device that has since reset (its reset reaches every device). */
  remove: string[];
  /** Devices whose keys are in the area, this one included. */
  devices: number;
  /** The latest write of another device, ms since the epoch; null when none has written. */
  lastRemoteAt: number | null;
  /** Why a device's keys were skipped (a newer version's, or damaged), one line each. */
  skipped: string[];
};

/**
 * Plans the merge of every other device's share into `local`, this device's log: a union
 * by id, as an import is. A device's attempts carry its reset count in their ids, so after
 * it resets, the ones it had before are taken out here too and every log holds the same.
 */
export function planMerge(
  reads: readonly DeviceRead[],
  self: string,
  local: readonly Attempt[],
): MergePlan {
  const known = new Set(local.map((attempt) => attempt.id));
  const plan: MergePlan = { add: [], remove: [], devices: 1, lastRemoteAt: null, skipped: [] };
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
    plan.lastRemoteAt = Math.max(plan.lastRemoteAt ?? 0, read.meta.at);
    current.set(devicePrefix(read.device), `${devicePrefix(read.device)}${read.meta.epoch}.`);
    if (read.kind !== 'share') continue;
    try {
      const { attempts, unreadable } = shareAttempts(
        readShare(read.text),
        read.device,
        read.meta.epoch,
      );
      plan.add.push(...attempts.filter((attempt) => !known.has(attempt.id)));
      if (unreadable > 0) {
        plan.skipped.push(
          `Skipped ${unreadable} synced attempts of device ${read.device}: unknown topics`,
        );
      }
    } catch {
      plan.skipped.push(`Skipped the synced progress of device ${read.device}: unreadable`);
    }
  }
  for (const { id } of local) {
    const prefix = id.slice(0, id.indexOf('.', devicePrefix('').length) + 1);
    const epoch = current.get(prefix);
    if (epoch !== undefined && !id.startsWith(epoch)) plan.remove.push(id);
  }
  return plan;
}
