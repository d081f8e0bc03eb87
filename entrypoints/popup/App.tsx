import { LookupView } from '@/components/lookup/LookupView';
import { PageHeader } from '@/components/navigation/PageHeader';

/** The toolbar popup: quick lookup. */
export function App() {
  return (
    <div className="page popup">
      <PageHeader page="popup" />
      <main>
        <LookupView />
      </main>
    </div>
  );
}
