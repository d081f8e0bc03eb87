import { asLanguageKey, type LanguageKey } from '@/data/languages';

// Apart from topics.ts: every page's preferences read the pair, and only the pages that
// match topics across languages need the topics' aliases.

/** Where the last pair of languages compared is kept. */
export const COMPARE_KEY = 'code-recall-compare';

/** Stored text to the last pair compared; anything unreadable counts as none. */
export function parseComparedPair(raw: string | null): [LanguageKey, LanguageKey] | null {
  try {
    const stored: unknown = JSON.parse(raw ?? 'null');
    if (!Array.isArray(stored) || stored.length !== 2) return null;
    const [a, b] = stored.map((key) => (typeof key === 'string' ? asLanguageKey(key) : null));
    return a && b ? [a, b] : null;
  } catch {
    return null;
  }
}
