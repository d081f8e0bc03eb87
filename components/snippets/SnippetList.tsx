import { useRef, useState } from 'react';
import { LANGUAGES } from '@/data/languages';
import type { Snippet } from '@/utils/snippets/snippet';
import { plural } from '@/utils/units';

type SnippetListProps = {
  /** Every snippet in the store, in creation order; deleted ones are not listed. */
  snippets: readonly Snippet[];
  editingId: string | null;
  onEdit: (snippet: Snippet) => void;
  /** Deletes after the dialog's confirmation; rejects with the store's error. */
  onDelete: (snippet: Snippet) => Promise<void>;
  onPractise: (snippet: Snippet) => void;
  /** Snippets the browser's sync quota leaves on this device: they say Not synced. */
  unsynced?: ReadonlySet<string>;
};

/**
 * Saved snippets, compact as an index: grouped by language in the product's order, each in
 * the order it was made, with Practise, Edit and Delete (which asks first).
 */
export function SnippetList({
  snippets,
  editingId,
  onEdit,
  onDelete,
  onPractise,
  unsynced = new Set(),
}: SnippetListProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [doomed, setDoomed] = useState<Snippet | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const kept = snippets.filter((snippet) => snippet.deletedAt === undefined);
  const groups = LANGUAGES.map((language) => ({
    language,
    snippets: kept.filter((snippet) => snippet.language === language.key),
  })).filter((group) => group.snippets.length > 0);

  const askDelete = (snippet: Snippet) => {
    setDoomed(snippet);
    dialog.current?.showModal();
  };
  const confirmDelete = async () => {
    dialog.current?.close();
    if (!doomed) return;
    try {
      await onDelete(doomed);
      setProblem(null);
    } catch (error) {
      setProblem(`“${doomed.title}” was not deleted: ${(error as Error).message}`);
    }
  };

  return (
    <section className="snippet-index snippets-card" aria-labelledby="saved-snippets">
      <h3 id="saved-snippets">
        Saved snippets <span className="snippet-count">{kept.length}</span>
      </h3>
      <p role="alert" className="snippet-problem">
        {problem}
      </p>
      {groups.length === 0 ? (
        <p className="snippets-empty">
          Nothing saved yet. Write a snippet, or drop source files and Markdown notes anywhere on
          this page: they join the drills and come back when they are due.
        </p>
      ) : (
        <ul className="snippet-groups" aria-labelledby="saved-snippets">
          {groups.map(({ language, snippets: mine }) => (
            <li key={language.key} className="snippet-group">
              <h4 id={`saved-${language.key}`}>{language.name}</h4>
              <ul aria-labelledby={`saved-${language.key}`}>
                {mine.map((snippet) => (
                  <li
                    key={snippet.id}
                    className={snippet.id === editingId ? 'snippet-row editing' : 'snippet-row'}
                  >
                    <span className="snippet-name">{snippet.title}</span>
                    <span className="snippet-meta">{plural(snippet.lines.length, 'line')}</span>
                    {unsynced.has(snippet.id) && (
                      <span
                        className="tag"
                        title="Too large for the browser's sync, or its quota is full: this snippet stays on this device. Export carries it."
                      >
                        Not synced
                      </span>
                    )}
                    <span className="snippet-actions">
                      <button
                        type="button"
                        aria-label={`Practise ${snippet.title}`}
                        onClick={() => onPractise(snippet)}
                      >
                        Practise
                      </button>
                      <button
                        type="button"
                        aria-label={`Edit ${snippet.title}`}
                        onClick={() => onEdit(snippet)}
                      >
                        Edit
                      </button>
                      <button
                        type="button"
                        aria-label={`Delete ${snippet.title}`}
                        onClick={() => askDelete(snippet)}
                      >
                        Delete
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      <dialog ref={dialog} aria-labelledby="delete-title" className="snippets-dialog">
        <h3 id="delete-title">Delete “{doomed?.title}”?</h3>
        <p>Its attempts stay in your progress.</p>
        <form method="dialog">
          <button type="button" onClick={() => void confirmDelete()}>
            Delete snippet
          </button>
          {/* A destructive dialog opens on its safe answer. */}
          {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
          <button type="submit" autoFocus>
            Cancel
          </button>
        </form>
      </dialog>
    </section>
  );
}
