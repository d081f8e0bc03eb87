import { useSession } from '@/components/providers/SessionProvider';

/** Previous and Next snippet buttons with the position in the set. */
export function SnippetNavigation() {
  const { snippetSet, snippetIndex, nextSnippet, previousSnippet } = useSession();
  const count = snippetSet?.groups.length ?? 0;
  return (
    <nav className="snippet-navigation" aria-label="Snippets">
      <button type="button" onClick={previousSnippet} disabled={count === 0}>
        Previous snippet
      </button>
      <span className="snippet-position">{count > 0 ? `${snippetIndex + 1} / ${count}` : ''}</span>
      <button type="button" onClick={nextSnippet} disabled={count === 0}>
        Next snippet
      </button>
    </nav>
  );
}
