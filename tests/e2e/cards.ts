import type { LanguageKey } from '@/data/languages';
import type { HighlightedSet } from '@/data/types';
import { highlightSet } from '@/scripts/highlight';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { cardTopic, topicCards } from '@/utils/drill/cards';
import { topicDrillText, topicKeys } from '@/utils/drill/recallCues';
import type { Target } from '@/utils/drill/targets';

const sets = new Map<string, Promise<HighlightedSet>>();

/** A language's set highlighted as the build highlights it, so comments are known. */
function highlighted(language: LanguageKey): Promise<HighlightedSet> {
  let set = sets.get(language);
  if (!set) {
    set = readLanguageSnippets(language).then((groups) => highlightSet(language, groups));
    sets.set(language, set);
  }
  return set;
}

/** A topic's cards as the new tab drills them: each card's lines and the keys that type it. */
export type CardDrill = { lines: string[]; keys: string };

/**
 * Each topic's cards by title, as the new tab splits them, with the keys a drill of each asks
 * for by default (at level 0, comments given: Type comments off).
 */
export async function cardsByTitle(language: LanguageKey): Promise<Map<string, CardDrill[]>> {
  const set = await highlighted(language);
  return new Map(
    set.topics.map((topic) => [
      topic.title,
      topicCards(topic, set.palette).map((span) => {
        const card = cardTopic(topic, span);
        return { lines: [...card.lines], keys: topicKeys(card, set.palette) };
      }),
    ]),
  );
}

/** A whole-topic drill as the new tab asks for it by default: its targets and its keys. */
export type TopicDrill = { targets: readonly Target[]; keys: string };

/** Each topic's whole-topic drill by title (level 0, comments given: Type comments off). */
export async function topicDrillsByTitle(language: LanguageKey): Promise<Map<string, TopicDrill>> {
  const set = await highlighted(language);
  return new Map(
    set.topics.map((topic) => {
      const { targets } = topicDrillText(topic, set.palette);
      return [topic.title, { targets, keys: targets.map((target) => target.char).join('') }];
    }),
  );
}

/** The card index a new tab's Card element names ("2 of 3" is 1); null (no element) is 0. */
export const cardIndexOf = (text: string | null) => (text ? Number(text.split(' ')[0]) - 1 : 0);
