import { PageHeader } from '@/components/navigation/PageHeader';
import { DrillView } from '@/components/drill/DrillView';

/** The new-tab page: a typing drill on the current snippet. */
export function App() {
  return (
    <div className="page newtab">
      <PageHeader page="newtab" />
      <main>
        <DrillView />
      </main>
    </div>
  );
}
