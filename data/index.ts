import type { HighlightedSet, ShippedSet } from '@/data/types';

type SetModule = { shippedSet: ShippedSet };

/**
 * One lazy loader per language whose set is complete. Each `?highlight` import is its own
 * chunk of build-time tokens (scripts/vite-plugin-snippets.ts).
 * Adding a language is its file in data/snippets/ and one line here.
 */
const loaders: Record<string, () => Promise<SetModule>> = {
  javascript: () => import('./snippets/javascript.ts?highlight'),
  typescript: () => import('./snippets/typescript.ts?highlight'),
  react: () => import('./snippets/react.ts?highlight'),
  'react-typescript': () => import('./snippets/react-typescript.ts?highlight'),
  python: () => import('./snippets/python.ts?highlight'),
  go: () => import('./snippets/go.ts?highlight'),
  java: () => import('./snippets/java.ts?highlight'),
  csharp: () => import('./snippets/csharp.ts?highlight'),
  rust: () => import('./snippets/rust.ts?highlight'),
  cpp: () => import('./snippets/cpp.ts?highlight'),
  kotlin: () => import('./snippets/kotlin.ts?highlight'),
  swift: () => import('./snippets/swift.ts?highlight'),
  php: () => import('./snippets/php.ts?highlight'),
  ruby: () => import('./snippets/ruby.ts?highlight'),
  scala: () => import('./snippets/scala.ts?highlight'),
  haskell: () => import('./snippets/haskell.ts?highlight'),
};

/** The language keys that have their own snippet set. */
export const REGISTERED_LANGUAGE_KEYS: readonly string[] = Object.keys(loaders);

/** The fallback set for any language without one of its own (spec §4). */
export const FALLBACK_LANGUAGE_KEY = 'javascript';

/** The key of the set a language shows: its own, or the JavaScript fallback. */
export function setKeyFor(languageKey: string): string {
  return Object.hasOwn(loaders, languageKey) ? languageKey : FALLBACK_LANGUAGE_KEY;
}

const cache = new Map<string, Promise<HighlightedSet>>();

/** Loads one language's highlighted groups once; an unknown key gets the JavaScript set. */
export function loadSnippetSet(languageKey: string): Promise<HighlightedSet> {
  const key = setKeyFor(languageKey);
  let set = cache.get(key);
  if (!set) {
    set = loaders[key]!().then(({ shippedSet }) => ({
      palette: shippedSet.palette,
      groups: shippedSet.groups.map((group) => ({
        ...group,
        snippets: group.tokens.map((line) => line.map(([text]) => text).join('')),
      })),
    }));
    // A chunk that failed to load may load on a later try.
    set.catch(() => cache.delete(key));
    cache.set(key, set);
  }
  return set;
}
