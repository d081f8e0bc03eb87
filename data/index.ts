import type { LanguageKey } from '@/data/languages';
import type { HighlightedSet, ShippedSet } from '@/data/types';

type SetModule = { shippedSet: ShippedSet };

/**
 * One lazy loader per language. Each `?highlight` import is its own chunk of build-time
 * tokens (scripts/vite-plugin-snippets.ts). The table is typed by `LanguageKey`, so a new
 * language in `data/languages.ts` does not compile until its set is here.
 */
const loaders = {
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
} satisfies Record<LanguageKey, () => Promise<SetModule>>;

/** Every language key with a snippet set, in the table's order. */
export const SET_LANGUAGE_KEYS = Object.keys(loaders) as LanguageKey[];

const cache = new Map<LanguageKey, Promise<HighlightedSet>>();

/** Loads one language's highlighted topics once; a failed load is tried again next time. */
export function loadTopicSet(language: LanguageKey): Promise<HighlightedSet> {
  let set = cache.get(language);
  if (!set) {
    set = loaders[language]().then(({ shippedSet }) => ({
      palette: shippedSet.palette,
      topics: shippedSet.topics.map((topic) => ({
        ...topic,
        lines: topic.tokens.map((line) => line.map(([text]) => text).join('')),
      })),
    }));
    set.catch(() => cache.delete(language));
    cache.set(language, set);
  }
  return set;
}
