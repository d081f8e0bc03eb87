import { CompareView } from '@/components/compare/CompareView';
import { PageHeader } from '@/components/navigation/PageHeader';

/** The compare page: one topic in two languages side by side. */
export function App() {
  return (
    <div className="page compare-page">
      <PageHeader page="compare" />
      <main>
        <CompareView />
      </main>
    </div>
  );
}
