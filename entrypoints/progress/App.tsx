import { PageHeader } from '@/components/navigation/PageHeader';
import { ProgressView } from '@/components/progress/ProgressView';

/** The progress page: what the attempt log says, and the progress file. */
export function App() {
  return (
    <div className="page progress-page">
      <PageHeader page="progress" />
      <main>
        <ProgressView />
      </main>
    </div>
  );
}
