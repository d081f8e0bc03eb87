import type { ImportPort } from '@/utils/progress/importBatches';
// Vite bundles the worker into a file of the extension's own (no remote code).
import ImportWorker from './worker/importWorker.ts?worker';

/** Starts an import worker: the file is read, parsed and checked there, off the main thread. */
export function openImportWorker(): ImportPort {
  return new ImportWorker();
}
