import { SET_LANGUAGE_KEYS } from '@/data/index';
import type { HighlightedSet } from '@/data/types';
import { cardTypedChars, topicCards } from '@/utils/drill/cards';
import { lineClasses } from '@/utils/highlight/tokenClasses';
import { CARD_SECONDS_BUDGET, CARD_WPM, OWN_CARD_SNIPPETS } from '../budgets';
import { readLanguageSnippets } from '../content/sources';
import { highlightSet } from '../highlight';
import type { Bench } from './context';
import { REPORTED } from './report';
import { median, percentile } from './stats';

/** Seconds to type `chars` at `CARD_WPM` (a word is five characters). */
const secondsAt = (chars: number) => (chars / (CARD_WPM * 5)) * 60;

/** The typed characters of every card of every topic of a set. */
function cardLengths(set: HighlightedSet): number[] {
  return set.topics.flatMap((topic) => {
    const classes = topic.tokens.map((tokens) => lineClasses(tokens, set.palette));
    return topicCards(topic, set.palette).map(({ start, end }) =>
      cardTypedChars(topic.lines.slice(start, end), classes.slice(start, end)),
    );
  });
}

/** The distribution of `lengths` as the table shows it: seconds at the median and beyond. */
const distribution = (lengths: readonly number[]) =>
  [50, 75, 90, 95]
    .map((p) => `p${p} ${Math.round(secondsAt(percentile(lengths, p)))} s`)
    .join(', ') + ` of ${lengths.length} cards`;

/**
 * Card lengths (utils/drill/cards.ts) in typed characters, comments given: every built-in topic,
 * highlighted as the build highlights it, and `OWN_CARD_SNIPPETS` own snippets (two
 * neighbouring topics of a language pasted as one, the sixteen languages in turn), split
 * the same way. No browser: the cards are a pure function of the code.
 */
export async function measureCards(bench: Bench): Promise<void> {
  const builtIn: number[] = [];
  const own: number[] = [];
  const sets = new Map<string, Awaited<ReturnType<typeof readLanguageSnippets>>>();
  for (const language of SET_LANGUAGE_KEYS) {
    const groups = await readLanguageSnippets(language);
    sets.set(language, groups);
    builtIn.push(...cardLengths(await highlightSet(language, groups)));
  }
  for (let index = 0; index < OWN_CARD_SNIPPETS; index += 1) {
    const language = SET_LANGUAGE_KEYS[index % SET_LANGUAGE_KEYS.length]!;
    const groups = sets.get(language)!;
    const first = (Math.floor(index / SET_LANGUAGE_KEYS.length) * 2) % (groups.length - 1);
    const lines = [...groups[first]!.snippets, '', ...groups[first + 1]!.snippets];
    const snippet = { title: `Own ${index + 1}`, key: `my-own-${index + 1}`, snippets: lines };
    own.push(...cardLengths(await highlightSet(language, [snippet])));
  }
  const seconds = secondsAt(median(builtIn));
  bench.record({
    what: `median card of the built-in sets at ${CARD_WPM} WPM`,
    value: `${seconds.toFixed(0)} s (${median(builtIn)} characters)`,
    budget: `<= ${CARD_SECONDS_BUDGET} s`,
    ok: seconds <= CARD_SECONDS_BUDGET,
  });
  bench.record({
    what: 'built-in cards',
    value: distribution(builtIn),
    budget: REPORTED,
    ok: true,
  });
  bench.record({
    what: `cards of ${OWN_CARD_SNIPPETS} own snippets`,
    value: distribution(own),
    budget: REPORTED,
    ok: true,
  });
}
