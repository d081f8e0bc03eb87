// Relative: the build loads this module (through utils/lookup/search) before the @/ alias exists.
import { escapeRegExp } from './escapeRegExp';

/** A piece of text, marked when it matched the search. */
export type MarkedPart = { text: string; marked: boolean };

/**
 * Splits text into parts, marking every case-insensitive occurrence of the given terms, with
 * the plural "s" the search folds away ("closure" marks "Closures" whole).
 */
export function markMatches(text: string, terms: readonly string[]): MarkedPart[] {
  const words = terms.filter((term) => term.length > 0);
  if (words.length === 0) return [{ text, marked: false }];
  const escaped = words.sort((a, b) => b.length - a.length).map(escapeRegExp);
  const parts: MarkedPart[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(`(?:${escaped.join('|')})s?`, 'gi'))) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), marked: false });
    parts.push({ text: match[0], marked: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), marked: false });
  return parts;
}
