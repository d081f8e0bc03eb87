import { mountApp } from '@/components/mountApp';
import { App } from './App';

// The page's own search box; the lookup starts the search worker once it has painted.
const searchBox = document.getElementById('search-box') as HTMLInputElement;
// `popup.html?q=…`: the address bar's search for text that matched no suggestion.
const asked = new URLSearchParams(window.location.search).get('q');
if (asked) searchBox.value = asked;

mountApp(() => <App searchBox={searchBox} />, {
  lookup: true,
  shortcuts: true,
  whatsNew: 'compact',
});
