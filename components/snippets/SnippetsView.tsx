import { useMemo, useState } from 'react';
import type { HighlightClient } from '@/adapters/highlightClient';
import type { SnippetStore } from '@/adapters/snippetStore';
import { useProgress } from '@/components/providers/ProgressProvider';
import { useSyncStatus } from '@/components/providers/useSyncStatus';
import { useSelection } from '@/components/providers/SelectionProvider';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { SnippetForm } from './SnippetForm';
import { SnippetImport } from './SnippetImport';
import { SnippetList } from './SnippetList';
import { createSnippetSaver } from './snippetSaver';
import { useFileDrop } from './useFileDrop';
import { useSnippetImport } from './useSnippetImport';

export type SnippetsViewProps = {
  highlighter: HighlightClient;
  /** Opens another page of the extension in this tab (Practise opens the new tab). */
  open?: (path: string) => void;
};

const openInThisTab = (path: string) => window.location.assign(path);

/**
 * The page's snippet store once the engine has loaded: the one the provider lists and sync
 * writes from, so every save, edit, delete and import reaches the other devices.
 */
function engineStore(load: () => Promise<SnippetStore | null>): SnippetStore {
  const store = async () => {
    const loaded = await load();
    if (!loaded) throw new Error('Progress storage is unavailable, so nothing can be saved.');
    return loaded;
  };
  return {
    list: async () => (await store()).list(),
    put: async (...write) => (await store()).put(...write),
    onChange: () => () => {},
  };
}

/**
 * My snippets: the user's own code, written here or imported from files, saved as topics
 * that are drilled and scheduled like every other. It lists the provider's snippets, which
 * are read again after every write, this page's or another's.
 */
export function SnippetsView({ highlighter, open = openInThisTab }: SnippetsViewProps) {
  const { snippets, snippetsProblem, loadSnippetStore } = useProgress();
  const store = useMemo(() => engineStore(loadSnippetStore), [loadSnippetStore]);
  const saver = useMemo(() => createSnippetSaver({ store, highlighter }), [store, highlighter]);
  const snippetImport = useSnippetImport(saver);
  const dragging = useFileDrop(snippetImport.importFiles);
  const [editing, setEditing] = useState<OwnSnippet | null>(null);
  const { showTopic } = useSelection();
  const { unsynced } = useSyncStatus();
  const unsyncedIds = useMemo(() => new Set(unsynced), [unsynced]);

  const deleteSnippet = async (snippet: OwnSnippet) => {
    const at = new Date().toISOString();
    await store.put([{ ...snippet, deletedAt: at, updatedAt: at }]);
    if (snippet.id === editing?.id) setEditing(null);
  };
  // As the popup's Practise: the topic is stored as the choice, and the new tab opens on it.
  const practise = (snippet: OwnSnippet) => {
    showTopic(snippet.language, snippet.key);
    open('/newtab.html');
  };

  return (
    <section className="snippets" aria-labelledby="snippets-title">
      <div className="snippets-head">
        <h2 id="snippets-title">My snippets</h2>
        <p>
          Bring your own code: the idioms of your stack, the query you always look up, your notes.
          Each snippet is drilled and scheduled for review like every other topic.
        </p>
      </div>
      <div className="snippets-layout">
        <SnippetForm
          editing={editing}
          saver={saver}
          importOutcome={snippetImport.outcome}
          onDoneEditing={() => setEditing(null)}
        />
        <div className="snippets-side">
          <SnippetImport snippetImport={snippetImport} />
          {snippets && !snippetsProblem ? (
            <SnippetList
              snippets={snippets}
              editingId={editing?.id ?? null}
              onEdit={setEditing}
              onDelete={deleteSnippet}
              onPractise={practise}
              unsynced={unsyncedIds}
            />
          ) : (
            <p
              className={snippetsProblem ? 'snippet-problem' : 'loading'}
              role={snippetsProblem ? 'alert' : 'status'}
            >
              {snippetsProblem ?? 'Reading your snippets…'}
            </p>
          )}
        </div>
      </div>
      <div className={dragging ? 'drop-overlay shown' : 'drop-overlay'} aria-hidden="true">
        <p>Drop files to import them as snippets</p>
      </div>
    </section>
  );
}
