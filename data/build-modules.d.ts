// A language file imported with `?highlight` becomes its build-time tokens
// (scripts/vite-plugin-snippets.ts).
declare module '*?highlight' {
  import type { ShippedSet } from '@/data/types';

  export const shippedSet: ShippedSet;
}

// The search index over every registered language, built at build time.
declare module 'virtual:search-index' {
  import type { Searcher } from '@/utils/search';

  export const searcher: Searcher;
}
