import type { LanguageKey } from '@/data/languages';
import type { Highlighted, HighlightPort } from '@/utils/highlight/messages';
import { openHighlightWorker } from './openHighlightWorker';

export type { Highlighted } from '@/utils/highlight/messages';

/** The page's end of the highlight worker. */
export type HighlightClient = {
  /** Highlights one snippet as the build highlights a topic, starting the worker if need be. */
  highlight: (language: LanguageKey, lines: readonly string[]) => Promise<Highlighted>;
  /** Ends the worker; a request still waiting is refused. */
  dispose: () => void;
};

type Pending = { resolve: (highlighted: Highlighted) => void; reject: (error: Error) => void };

/**
 * A client of the highlight worker: each request is numbered and its promise settles with
 * the answer of that number. A worker that fails refuses every waiting request and is
 * ended; the next request starts a new one.
 */
export function createHighlightClient(
  open: () => HighlightPort = openHighlightWorker,
): HighlightClient {
  let port: HighlightPort | null = null;
  let lastId = 0;
  const pending = new Map<number, Pending>();
  const stop = (reason: string) => {
    port?.terminate();
    port = null;
    for (const { reject } of pending.values()) reject(new Error(reason));
    pending.clear();
  };
  const start = (): HighlightPort => {
    if (port) return port;
    const opened = open();
    opened.onmessage = ({ data }) => {
      const waiting = pending.get(data.id);
      pending.delete(data.id);
      if (data.ok) waiting?.resolve({ palette: data.palette, tokens: data.tokens });
      else waiting?.reject(new Error(data.message));
    };
    opened.onerror = (event) => {
      event.preventDefault();
      // A worker that fails to load gives an event with no message.
      stop(event.message ? `The highlighter stopped: ${event.message}` : 'The highlighter failed.');
    };
    port = opened;
    return opened;
  };
  return {
    highlight: (language, lines) =>
      new Promise((resolve, reject) => {
        const worker = start();
        lastId += 1;
        pending.set(lastId, { resolve, reject });
        worker.postMessage({ id: lastId, language, lines });
      }),
    dispose: () => stop('The highlighter was closed.'),
  };
}
