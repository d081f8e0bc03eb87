import { useEffect, useId, useState } from 'react';
import changelog from '@/CHANGELOG.md?raw';
import { dismissRelease, readPendingRelease } from '@/adapters/whatsNew';
import { releaseNotes } from '@/utils/whatsNew';

type WhatsNewProps = {
  /**
   * One line (the popup's): the title opens the points as a disclosure, Dismiss beside it,
   * so the card covers nothing of a small window.
   */
  compact?: boolean;
};

/**
 * The card **What's new**, while a release waits in `storage.local`: the first three points
 * of that release in the changelog bundled at build time (CHANGELOG.md), and Dismiss, which
 * ends it on every page. No card for a release the changelog does not list.
 */
export function WhatsNew({ compact = false }: WhatsNewProps) {
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
  const title = <h2 id={titleId}>What&apos;s new in Code Recall {release}</h2>;
  const points = (
    <ul>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
  const turnOff = <p>Settings → Show what&apos;s new turns these off.</p>;
  const dismiss = (
    <button
      type="button"
      onClick={() => {
        setRelease(null);
        void dismissRelease();
      }}
    >
      Dismiss
    </button>
  );
  return compact ? (
    <aside className="whats-new whats-new-compact" aria-labelledby={titleId}>
      <details>
        <summary>{title}</summary>
        {points}
        {turnOff}
      </details>
      {dismiss}
    </aside>
  ) : (
    <aside className="whats-new" aria-labelledby={titleId}>
      {title}
      {points}
      <div className="whats-new-foot">
        {turnOff}
        {dismiss}
      </div>
    </aside>
  );
}
