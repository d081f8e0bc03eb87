// A language file imported with `?highlight` becomes its build-time tokens
// (scripts/vite-plugin-snippets.ts).
declare module '*?highlight' {
  import type { ShippedSet } from '@/data/types';

  export const shippedSet: ShippedSet;
}

// The search index over every registered language, built at build time.
declare module 'virtual:search-index' {
  import type { Searcher } from '@/utils/lookup/search';

  export const searcher: Searcher;
}

// Every language's topic keys and titles, in teaching order, built at build time.
declare module 'virtual:topic-names' {
  import type { LanguageKey } from '@/data/languages';

  export const topicNames: Record<LanguageKey, [key: string, title: string][]>;
}

// A module imported with `?worker` is bundled as a Web Worker (Vite).
declare module '*?worker' {
  const WorkerConstructor: new () => Worker;
  export default WorkerConstructor;
}
