import type { Attempt } from '@/utils/progress/attempt';
import type { Lookup } from '@/utils/progress/lookups';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import type { Steps } from '@/utils/slices';
import { deviceItems, keyDevice, metaKey } from './deviceKeys';
import { fitPrepared, prepareShare } from './fit';
import { SYNCED_ID_PREFIX } from './fold';
import { fitLookups, withLookups } from './lookupShare';
import { itemsBytes, quotaNotice, shareBudget } from './quota';
import { isSettingsKey } from './settingsShare';
import { planSnippetPush } from './snippetPlan';
import { readCarried } from './snippetShare';

/** Bytes a device's meta and its chunks' keys and quotes cost besides the share's text. */
const KEYS_OVERHEAD = 400;

/** What this device should write, and what the Sync section says once it has. */
type WritePlan =
  | { kind: 'full' }
  | {
      kind: 'write';
      /** The keys to set (the meta last among them); empty when nothing changed. */
      changed: Map<string, unknown>;
      /** This device's keys that its share no longer uses. */
      stale: string[];
      settled: { devices: number; unsynced: string[]; message: string | null };
    };

type WriteInput = {
  /** Every key in the area now: their bytes all count, as the browser counts them. */
  items: ReadonlyMap<string, unknown>;
  /** The keys a merge may read (`screenKeys`): devices are counted and shares read here. */
  readable: ReadonlyMap<string, unknown>;
  self: { id: string; epoch: number };
  /** This device's log (attempts merged from others are left out by their id). */
  attempts: readonly Attempt[];
  snippets: readonly OwnSnippet[];
  /** This device's lookup log (lookups merged from others are left out by their id). */
  lookups: readonly Lookup[];
  /** Below 1 after a refused write: the next share is smaller. */
  scale: number;
  now: number;
};

/**
 * Plans this device's keys within its share of the quota, in steps (utils/slices.ts: a log
 * of 100,000 drills takes a second to prepare): snippets take what the whole log leaves,
 * and at least half; the log folds its oldest drills to fit the rest; lookups take what the
 * drills and snippets leave, the oldest left out first (they give way first). Only keys
 * whose value changed are written; the meta is written when anything is.
 */
export function* planWrite(input: WriteInput): Steps<WritePlan> {
  const { items, readable, self, attempts, snippets, lookups, scale, now } = input;
  const { id, epoch } = self;
  const mine = new Map([...readable].filter(([key]) => keyDevice(key) === id));
  const others = new Map([...items].filter(([key]) => keyDevice(key) !== id));
  const devices = new Set(
    [id, ...[...readable.keys()].map(keyDevice)].filter((key) => key !== null),
  );
  const isOwn = ({ id }: { id: string }) => !id.startsWith(SYNCED_ID_PREFIX);
  const own = attempts.filter(isOwn);
  const budget = shareBudget({
    othersBytes: itemsBytes(others),
    devices: devices.size,
    overhead: KEYS_OVERHEAD,
    scale,
  });
  const share = yield* prepareShare(own);
  // A log longer than the budget leaves the snippets half of it.
  const whole = share.whole(budget)?.length ?? Infinity;
  const room = Math.max(Math.floor(budget / 2), budget - whole);
  const pushed = planSnippetPush(snippets, readCarried(readable, id).carried, id, room);
  const fitted = fitPrepared(share, budget - pushed.bytes);
  if (!fitted) return { kind: 'full' };
  const looked = fitLookups(lookups.filter(isOwn), budget - pushed.bytes - fitted.text.length);
  const next = deviceItems(id, withLookups(fitted.text, looked.entry), { epoch, at: now });
  for (const [key, value] of pushed.items) next.set(key, value);
  const same = (key: string) => JSON.stringify(mine.get(key)) === JSON.stringify(next.get(key));
  const changed = new Map([...next].filter(([key]) => key !== metaKey(id) && !same(key)));
  const meta = mine.get(metaKey(id)) as { epoch?: number; sum?: string } | undefined;
  const written = next.get(metaKey(id)) as { epoch: number; sum: string };
  const stale = [...mine.keys()].filter((key) => !next.has(key) && !isSettingsKey(key));
  const unchanged = meta?.epoch === written.epoch && meta.sum === written.sum;
  if (changed.size > 0 || stale.length > 0 || !unchanged) changed.set(metaKey(id), written);
  return {
    kind: 'write',
    changed,
    stale,
    settled: {
      devices: devices.size,
      unsynced: pushed.unsynced,
      message: quotaNotice(fitted.folded + fitted.dropped, pushed.unsynced.length, looked.left),
    },
  };
}
