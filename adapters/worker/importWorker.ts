/// <reference lib="webworker" />
import type { ImportRequest } from '@/utils/progress/importBatches';
import { runImportJob } from './importJob';

// A progress file is read, parsed and checked here, off the page's main thread.
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = ({ data }: MessageEvent<ImportRequest>) => {
  runImportJob(data, (message) => scope.postMessage(message)).catch((error: unknown) =>
    scope.postMessage({
      kind: 'refused',
      message: `The file could not be read: ${String(error)}.`,
    }),
  );
};
