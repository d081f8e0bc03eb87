import { mountApp } from '@/components/mountApp';
import { App } from './App';

// The page's own search box, and the search worker, started once the popup has painted so
// that the first query does not wait for the worker and its index. Its client loads then,
// out of the popup's first chunk.
const searchBox = document.getElementById('search-box') as HTMLInputElement;
const search = new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)))
  .then(() => import('@/adapters/searchClient'))
  .then((module) => {
    const client = module.createSearchClient();
    client.start();
    return client;
  });
// `popup.html?q=…`: the address bar's search for text that matched no suggestion.
const asked = new URLSearchParams(window.location.search).get('q');
if (asked) searchBox.value = asked;

mountApp(() => <App searchBox={searchBox} search={search} />, {
  lookup: true,
  shortcuts: true,
  whatsNew: 'compact',
});
