import { asLanguageKey } from '@/data/languages';
import type { Language } from '@/data/types';
import type { TopicMatch } from '@/utils/lookup/search';

/** One address-bar suggestion: what Enter sends back, and what the list shows. */
type OmniboxSuggestion = { content: string; description: string };

/**
 * Chrome reads a suggestion's description as XML (`<match>`, `<dim>`), so the text in it is
 * escaped; Firefox shows it as plain text.
 */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Suggestions for the matches, best first: the title marked, the language named. */
export function omniboxSuggestions(
  matches: readonly TopicMatch[],
  languages: readonly Language[],
  markup: boolean,
): OmniboxSuggestion[] {
  const nameOf = (key: string) => languages.find((language) => language.key === key)?.name ?? key;
  return matches.map((match) => {
    const name = nameOf(match.language);
    return {
      content: `${match.language}/${match.key}`,
      description: markup
        ? `<match>${escapeXml(match.title)}</match> <dim>${escapeXml(name)}</dim>`
        : `${match.title} (${name})`,
    };
  });
}

/**
 * Where Enter in the address bar goes: a suggestion (`rust/closures`) opens that topic in
 * the lookup view; any other text opens the lookup view searching for it.
 */
export function omniboxTarget(text: string): `/popup.html?${string}` {
  const chosen = /^([a-z-]+)\/([a-z0-9-]+)$/.exec(text.trim());
  const language = chosen ? asLanguageKey(chosen[1]!) : null;
  if (chosen && language) return `/popup.html?language=${language}&topic=${chosen[2]!}`;
  // A lone surrogate (half an emoji) would make encodeURIComponent throw: replaced first.
  return `/popup.html?q=${encodeURIComponent(text.trim().toWellFormed())}`;
}
