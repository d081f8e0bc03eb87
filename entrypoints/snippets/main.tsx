import { createHighlightClient } from '@/adapters/highlightClient';
import { createSnippetStore } from '@/adapters/snippetStore';
import { mountApp } from '@/components/mountApp';
import { App } from './App';

// The page's snippets, in IndexedDB, and the client of its highlighting worker.
const store = createSnippetStore();
const highlighter = createHighlightClient();

mountApp(() => <App store={store} highlighter={highlighter} />);
