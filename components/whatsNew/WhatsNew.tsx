import { useEffect, useId, useState } from 'react';
import changelog from '@/CHANGELOG.md?raw';
import { dismissRelease, readPendingRelease } from '@/adapters/whatsNew';
import { releaseNotes } from '@/utils/whatsNew';

/**
 * The card **What's new**, while a release waits in `storage.local`: the first three points
 * of that release in the changelog bundled at build time (CHANGELOG.md), and Dismiss, which
 * ends it on every page. No card for a release the changelog does not list.
 */
export function WhatsNew() {
  const titleId = useId();
  const [release, setRelease] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void readPendingRelease().then((pending) => current && setRelease(pending));
    return () => {
      current = false;
    };
  }, []);
  const notes = release === null ? null : releaseNotes(changelog, release);
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
        <button
          type="button"
          onClick={() => {
            setRelease(null);
            void dismissRelease();
          }}
        >
          Dismiss
        </button>
      </div>
    </aside>
  );
}
