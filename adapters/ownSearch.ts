import type { Searcher } from '@/utils/lookup/search';
import { ownSearchDocuments } from '@/utils/snippets/topics';
import type { SnippetStore } from './snippetStore';

/** How long a query waits for the own snippets before it is answered without them. */
const OWN_WAIT_MS = 1_000;

const warnUnsearched = (error: unknown) =>
  console.warn('Your own snippets are not searched', error);

/**
 * Puts the user's own snippets in a searcher's index (the search worker's, the omnibox's),
 * and again whenever a page changes them. Resolves once they are in, or could not be read
 * (`unread` hears why, by default one warning: the built-in topics are still searched), or
 * after `OWN_WAIT_MS`.
 */
export function followOwnSnippets(
  searcher: Searcher,
  store: SnippetStore,
  unread: (error: unknown) => void = warnUnsearched,
): Promise<void> {
  const load = () => store.list().then((snippets) => searcher.setOwn(ownSearchDocuments(snippets)));
  store.onChange(() => void load().catch(() => {}));
  const read = load().catch(unread);
  const waited = new Promise<void>((resolve) => setTimeout(resolve, OWN_WAIT_MS));
  return Promise.race([read, waited]);
}
