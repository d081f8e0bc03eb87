import type { LanguageKey } from '@/data/languages';
import { highlightSet } from '@/scripts/highlight';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { topicCardLines } from '@/utils/drill/cards';

const sets = new Map<string, Promise<Map<string, string[][]>>>();

/**
 * Each topic's cards (their lines) by title, as the new tab splits them: the set highlighted
 * as the build highlights it, so comments are known.
 */
export function cardsByTitle(language: LanguageKey): Promise<Map<string, string[][]>> {
  let cards = sets.get(language);
  if (!cards) {
    cards = readLanguageSnippets(language)
      .then((groups) => highlightSet(language, groups))
      .then(
        (set) =>
          new Map(set.topics.map((topic) => [topic.title, topicCardLines(topic, set.palette)])),
      );
    sets.set(language, cards);
  }
  return cards;
}

/** The card index a new tab's Card element names ("2 of 3" is 1); null (no element) is 0. */
export const cardIndexOf = (text: string | null) => (text ? Number(text.split(' ')[0]) - 1 : 0);
