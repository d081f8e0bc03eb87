import { useRef, useState } from 'react';
import { useProgress } from '@/components/providers/ProgressProvider';
import { LANGUAGES } from '@/data/languages';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { SnippetRow } from './SnippetRow';

/** Whether a snippet shows under a filter: its title, language or code holds the words. */
const matches = (snippet: OwnSnippet, languageName: string, filter: string) =>
  filter === '' ||
  `${snippet.title}\n${languageName}\n${snippet.lines.join('\n')}`
    .toLowerCase()
    .includes(filter.toLowerCase());

type SnippetListProps = {
  /** Every snippet in the store, in creation order; deleted ones are not listed. */
  snippets: readonly OwnSnippet[];
  editingId: string | null;
  onEdit: (snippet: OwnSnippet) => void;
  /** Deletes after the dialog's confirmation; rejects with the store's error. */
  onDelete: (snippet: OwnSnippet) => Promise<void>;
  onPractise: (snippet: OwnSnippet) => void;
  /** Snippets the browser's sync quota leaves on this device: they say Not synced. */
  unsynced?: ReadonlySet<string>;
};

/**
 * Saved snippets, compact as an index: grouped by language in the product's order, each in
 * the order it was made, with its level and next review, its code on Show code, Practise,
 * Edit and Delete (which asks first); a filter box narrows them by title, language or code.
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
  const [doomed, setDoomed] = useState<OwnSnippet | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [filter, setFilter] = useState('');
  const { schedule } = useProgress();
  const [now] = useState(() => Date.now());
  const kept = snippets.filter((snippet) => snippet.deletedAt === undefined);
  const groups = LANGUAGES.map((language) => ({
    language,
    snippets: kept.filter(
      (snippet) => snippet.language === language.key && matches(snippet, language.name, filter),
    ),
  })).filter((group) => group.snippets.length > 0);

  const askDelete = (snippet: OwnSnippet) => {
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
      {kept.length > 0 ? (
        <input
          type="search"
          className="snippet-filter"
          aria-label="Filter snippets"
          placeholder="Filter by title, language or code"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
        />
      ) : null}
      {kept.length > 0 && groups.length === 0 ? (
        <p className="snippets-empty">No snippet matches “{filter}”.</p>
      ) : groups.length === 0 ? (
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
                  <SnippetRow
                    key={snippet.id}
                    snippet={snippet}
                    editing={snippet.id === editingId}
                    unsynced={unsynced.has(snippet.id)}
                    schedule={schedule}
                    now={now}
                    onPractise={() => onPractise(snippet)}
                    onEdit={() => onEdit(snippet)}
                    onDelete={() => askDelete(snippet)}
                  />
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
          <button type="button" className="danger" onClick={() => void confirmDelete()}>
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
