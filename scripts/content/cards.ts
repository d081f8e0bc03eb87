import type { LanguageKey } from '@/data/languages';
import type { SnippetGroup } from '@/data/types';
import { CARD_MAX_LINES, topicCards, typedLines } from '@/utils/drill/cards';
import { lineClasses } from '@/utils/highlight/tokenClasses';
import { highlightSet } from '../highlight';

/** A card over `CARD_MAX_LINES` typed lines: its topic, where it starts, how many it types. */
type LongCard = { topic: string; line: number; typed: number };

/**
 * Every card over `CARD_MAX_LINES` typed lines in one language's topics, split as the drill
 * splits them: the build's highlighting tells comments from code.
 */
export async function longCards(
  key: LanguageKey,
  topics: readonly SnippetGroup[],
): Promise<LongCard[]> {
  const set = await highlightSet(key, topics);
  return set.topics.flatMap((topic) => {
    const classes = topic.tokens.map((tokens) => lineClasses(tokens, set.palette));
    const typed = typedLines(topic.lines, classes);
    return topicCards(topic, set.palette).flatMap(({ start, end }) => {
      const count = typed.slice(start, end).filter(Boolean).length;
      return count > CARD_MAX_LINES ? [{ topic: topic.key, line: start + 1, typed: count }] : [];
    });
  });
}
