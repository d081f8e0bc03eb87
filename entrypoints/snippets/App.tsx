import { PageHeader } from '@/components/navigation/PageHeader';
import { SnippetsView, type SnippetsViewProps } from '@/components/snippets/SnippetsView';

/**
 * My snippets: the user's own code, written or imported. Its header leaves out the Language
 * select: the form has its own, Snippet language.
 */
export function App({ highlighter }: SnippetsViewProps) {
  return (
    <div className="page snippets-page">
      <PageHeader page="snippets" language={false} />
      <main>
        <SnippetsView highlighter={highlighter} />
      </main>
    </div>
  );
}
