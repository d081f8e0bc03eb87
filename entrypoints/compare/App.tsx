import { CompareView } from '@/components/compare/CompareView';
import { PageHeader } from '@/components/navigation/PageHeader';

/** The compare page: one topic in two languages side by side. */
export function App() {
  return (
    <div className="page compare-page">
      {/* First language and Second language are this page's own language controls. */}
      <PageHeader page="compare" language={false} />
      <main>
        <CompareView />
      </main>
    </div>
  );
}
