import { PageHeader } from '@/components/navigation/PageHeader';
import { ProgressView } from '@/components/progress/ProgressView';

/**
 * The progress page: what the attempt log says, and the progress file. Its header leaves out
 * the Language select (the practice language): the page has its own, Show progress for.
 */
export function App() {
  return (
    <div className="page progress-page">
      <PageHeader page="progress" language={false} />
      <main>
        <ProgressView />
      </main>
    </div>
  );
}
