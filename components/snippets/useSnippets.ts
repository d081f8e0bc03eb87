import { useCallback, useEffect, useState } from 'react';
import type { SnippetStore } from '@/adapters/snippetStore';
import type { Snippet } from '@/utils/snippets/snippet';

/** The store's snippets as the page lists them; null until read, or when reading failed. */
export type SnippetList = {
  snippets: Snippet[] | null;
  /** Why the store could not be read, or null. */
  failed: string | null;
  /** Reads the store again: after this page writes (another page's write arrives by itself). */
  reload: () => void;
};

/** Every snippet in the store, deleted ones too, read at first and again on each change. */
export function useSnippets(store: SnippetStore): SnippetList {
  const [snippets, setSnippets] = useState<Snippet[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [reads, setReads] = useState(0);

  useEffect(() => store.onChange(() => setReads((count) => count + 1)), [store]);

  useEffect(() => {
    let current = true;
    store.list().then(
      (list) => {
        if (!current) return;
        setSnippets(list);
        setFailed(null);
      },
      (error: unknown) => {
        if (current) setFailed((error as Error).message);
      },
    );
    return () => {
      current = false;
    };
  }, [store, reads]);

  const reload = useCallback(() => setReads((count) => count + 1), []);
  return { snippets, failed, reload };
}
