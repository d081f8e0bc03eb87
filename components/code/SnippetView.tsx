import { useSession } from '@/components/providers/SessionProvider';
import { CodeView } from './CodeView';

/** The current group's title and highlighted code. */
export function SnippetView() {
  const { snippetSet, group } = useSession();
  if (!snippetSet || !group) {
    return (
      <p className="loading" role="status">
        Loading snippets…
      </p>
    );
  }
  return (
    <section className="snippet-view" aria-labelledby="snippet-title">
      <h2 id="snippet-title">{group.title}</h2>
      <CodeView group={group} palette={snippetSet.palette} />
    </section>
  );
}
