import { createSearchClient } from '@/adapters/searchClient';
import { mountApp } from '@/components/mountApp';
import { App } from './App';

// The page's own search box, and the search worker, started once the popup has painted so
// that the first query does not wait for the worker and its index.
const searchBox = document.getElementById('search-box') as HTMLInputElement;
const search = createSearchClient();
// `popup.html?q=…`: the address bar's search for text that matched no suggestion.
const asked = new URLSearchParams(window.location.search).get('q');
if (asked) searchBox.value = asked;

mountApp(() => <App searchBox={searchBox} search={search} />, { lookup: true });
requestAnimationFrame(() => setTimeout(search.start));
