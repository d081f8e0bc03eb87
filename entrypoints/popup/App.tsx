import { lazy, Suspense } from 'react';
import type { SearchClient } from '@/adapters/searchClient';
import { PageHeader } from '@/components/navigation/PageHeader';

// The popup's first paint is its own HTML: the search box, which takes keys before any
// script runs. The lookup's list fills only once the set or the first answer arrives, both
// after first paint, so its code loads alongside them, out of the popup's initial chunk.
const LookupView = lazy(() =>
  import('@/components/lookup/LookupView').then((module) => ({ default: module.LookupView })),
);

type AppProps = { searchBox: HTMLInputElement; search: Promise<SearchClient> };

/** The toolbar popup: quick lookup, with the page's search box and search worker. */
export function App({ searchBox, search }: AppProps) {
  return (
    <div className="page popup">
      <PageHeader page="popup" />
      <main>
        <Suspense fallback={null}>
          <LookupView searchBox={searchBox} search={search} />
        </Suspense>
      </main>
    </div>
  );
}
