import type { SearchClient } from '@/adapters/searchClient';
import { LookupView } from '@/components/lookup/LookupView';
import { PageHeader } from '@/components/navigation/PageHeader';

type AppProps = { searchBox: HTMLInputElement; search: SearchClient };

/** The toolbar popup: quick lookup, with the page's search box and search worker. */
export function App({ searchBox, search }: AppProps) {
  return (
    <div className="page popup">
      <PageHeader page="popup" />
      <main>
        <LookupView searchBox={searchBox} search={search} />
      </main>
    </div>
  );
}
