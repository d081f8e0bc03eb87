// A language file imported with `?highlight` becomes its build-time tokens
// (scripts/vite-plugin-highlight.ts).
declare module '*?highlight' {
  import type { ShippedSet } from '@/data/types';

  export const shippedSet: ShippedSet;
}
