import type { TopicMatch } from '@/utils/lookup/search';
import type { WantedTopic } from '@/utils/lookup/nearest';
import type { SearchPort } from '@/utils/lookup/searchMessages';
import { openSearchWorker } from './openSearchWorker';

let port: SearchPort | null = null;
let lastId = 0;
const waiting = new Map<number, (matches: TopicMatch[]) => void>();

/**
 * The topics of `language` nearest one it lacks, from the search worker (its own, started on
 * the first ask: compare and the new tab's translate drill have no lookup). A worker that
 * fails answers none, and the next ask starts another.
 */
export function askNearest(nearest: WantedTopic, language: string): Promise<TopicMatch[]> {
  if (!port) {
    const opened = openSearchWorker();
    opened.onmessage = ({ data }) => {
      waiting.get(data.id)?.(data.matches ?? []);
      waiting.delete(data.id);
    };
    opened.onerror = (event) => {
      console.error('The search index did not load', event.message);
      port = null;
      for (const answer of waiting.values()) answer([]);
      waiting.clear();
    };
    port = opened;
  }
  const id = ++lastId;
  const asked = port;
  return new Promise((resolve) => {
    waiting.set(id, resolve);
    asked.postMessage({ id, nearest, language });
  });
}
