import type { HighlightPort } from '@/utils/highlight/messages';
// Vite bundles the worker and each grammar it loads into files of the extension's own.
import HighlightWorker from './worker/highlightWorker.ts?worker';

/** Starts the highlight worker: Shiki and the grammars load and run there, off the main thread. */
export function openHighlightWorker(): HighlightPort {
  return new HighlightWorker();
}
