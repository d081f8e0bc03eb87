import { lazy, Suspense } from 'react';
import { PageHeader } from '@/components/navigation/PageHeader';

// The popup's first paint is its own HTML: the search box, which takes keys before any
// script runs. The lookup's list fills only once the set or the first answer arrives, both
// after first paint, so its code (and the search worker's client) loads alongside them, out
// of the popup's initial chunk.
const LookupView = lazy(() =>
  import('@/components/lookup/LookupView').then((module) => ({ default: module.LookupView })),
);

type AppProps = { searchBox: HTMLInputElement };

/** The toolbar popup: quick lookup, with the page's search box. */
export function App({ searchBox }: AppProps) {
  return (
    <div className="page popup">
      <PageHeader page="popup" />
      <main>
        <Suspense fallback={null}>
          <LookupView searchBox={searchBox} />
        </Suspense>
      </main>
    </div>
  );
}
