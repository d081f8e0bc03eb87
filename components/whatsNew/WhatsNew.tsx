import { useId } from 'react';
import changelog from '@/CHANGELOG.md?raw';
import { releaseNotes } from '@/utils/whatsNew';

type WhatsNewProps = { release: string; onDismiss: () => void };

/**
 * The card **What's new**: the first three points of `release` in the changelog bundled at
 * build time (CHANGELOG.md), and Dismiss. No card for a release the changelog does not list.
 */
export function WhatsNew({ release, onDismiss }: WhatsNewProps) {
  const titleId = useId();
  const notes = releaseNotes(changelog, release);
  if (!notes) return null;
  return (
    <aside className="whats-new" aria-labelledby={titleId}>
      <h2 id={titleId}>What&apos;s new in Code Recall {release}</h2>
      <ul>
        {notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
      <div className="whats-new-foot">
        <p>Settings → Show what&apos;s new turns these off.</p>
        <button type="button" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </aside>
  );
}
