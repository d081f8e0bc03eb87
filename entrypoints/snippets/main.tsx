import { createHighlightClient } from '@/adapters/highlightClient';
import { mountApp } from '@/components/mountApp';
import { App } from './App';

// The client of the page's highlighting worker; the snippets are the providers' own store.
const highlighter = createHighlightClient();

mountApp(() => <App highlighter={highlighter} />);
