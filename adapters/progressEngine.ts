import { createDexieStore, type ProgressStore } from '@/adapters/progressStore';
import { buildSchedule, withAttempt } from '@/utils/progress/schedule';
import { importLog } from './importLog';

/** What the pages load after first paint: the store and the scheduler (Dexie, FSRS). */
export type ProgressEngine = {
  store: ProgressStore;
  buildSchedule: typeof buildSchedule;
  withAttempt: typeof withAttempt;
  /** Imports attempts in batches and rebuilds the schedule once (adapters/importLog.ts). */
  importLog: typeof importLog;
};

/** The engine over the extension's IndexedDB log. */
export function dexieEngine(): ProgressEngine {
  return { store: createDexieStore(), buildSchedule, withAttempt, importLog };
}

/** The engine over another store (tests, a memory log). */
export function engineWith(store: ProgressStore): ProgressEngine {
  return { store, buildSchedule, withAttempt, importLog };
}
