import type { Attempt } from '@/utils/progress/attempt';
import type { ImportPort, ImportProgress } from '@/utils/progress/importBatches';
import type { ImportResult } from '@/utils/progress/exportFile';
import { openImportWorker } from './openImportWorker';

/**
 * Reads and checks a progress file in a worker of its own (ended once it answers), reporting
 * the records checked; the page's main thread only receives the attempts, a batch a task.
 */
export function readImportFile(
  file: Blob,
  now: number,
  onProgress: (progress: ImportProgress) => void,
  open: () => ImportPort = openImportWorker,
): Promise<ImportResult> {
  return new Promise((resolve) => {
    const worker = open();
    const batches: Attempt[][] = [];
    const finish = (result: ImportResult) => {
      worker.terminate();
      resolve(result);
    };
    worker.onmessage = ({ data }) => {
      switch (data.kind) {
        case 'checked':
          return onProgress({ stage: 'checking', done: data.checked, total: data.total });
        case 'batch':
          batches.push(data.attempts);
          return;
        case 'done':
          return finish({
            ok: true,
            settings: data.settings,
            attempts: batches.flat(),
            snippets: data.snippets,
            lookups: data.lookups,
            lookupsDropped: data.lookupsDropped,
          });
        case 'refused':
          return finish({ ok: false, message: data.message });
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish({ ok: false, message: `The file could not be read: ${event.message}.` });
    };
    worker.postMessage({ file, now });
  });
}
