import { FALLBACK_LANGUAGE_KEY, asLanguageKey, type LanguageKey } from '@/data/languages';
import { TOPIC_ALIASES } from '@/data/topicAliases';

/** A topic as the compare page lists it. */
export type TopicName = { key: string; title: string };

// Keys come from addresses (`compare.html?topic=constructor`): looked up in Maps, never in
// plain objects, whose prototype would answer for "constructor" or "__proto__".
const ALIASES = new Map(
  Object.entries(TOPIC_ALIASES).map(([language, aliases]) => [
    language,
    new Map<string, string>(Object.entries(aliases)),
  ]),
);

/** The shared key a topic of a language stands for: its alias, or its own key. */
export function sharedKeyOf(language: LanguageKey, key: string): string {
  return ALIASES.get(language)?.get(key) ?? key;
}

/** The topic of a language that shows a (shared) topic key, or null when it has none. */
export function topicFor(
  language: LanguageKey,
  key: string,
  topics: readonly TopicName[],
): TopicName | null {
  return (
    topics.find((topic) => topic.key === key) ??
    topics.find((topic) => sharedKeyOf(language, topic.key) === key) ??
    null
  );
}

/** One option of the Topic select: the key both columns look up, and its title. */
type TopicOption = TopicName & { shared: boolean };

/**
 * The Topic select's options: the topics the two languages share first (in the first
 * language's order, aliases resolved), then the rest of either.
 */
export function topicOptions(
  first: { language: LanguageKey; topics: readonly TopicName[] },
  second: { language: LanguageKey; topics: readonly TopicName[] },
): TopicOption[] {
  const firstOptions = first.topics.map((topic) => ({
    key: sharedKeyOf(first.language, topic.key),
    title: topic.title,
  }));
  const inSecond = new Set(second.topics.map((topic) => sharedKeyOf(second.language, topic.key)));
  const shared = firstOptions.filter((option) => inSecond.has(option.key));
  const seen = new Set(shared.map((option) => option.key));
  const rest = [
    ...firstOptions,
    ...second.topics.map((topic) => ({
      key: sharedKeyOf(second.language, topic.key),
      title: topic.title,
    })),
  ].filter((option) => !seen.has(option.key) && seen.add(option.key));
  return [
    ...shared.map((option) => ({ ...option, shared: true })),
    ...rest.map((option) => ({ ...option, shared: false })),
  ];
}

/** What a compare page shows: a topic key and two languages. */
export type Comparison = { topic: string; languages: [LanguageKey, LanguageKey] };

/**
 * The comparison a page opens on: the URL's `topic` and `languages=a,b`, each language
 * falling back to the last pair compared, then to JavaScript and Python.
 */
export function comparisonFromUrl(
  search: string,
  remembered: [LanguageKey, LanguageKey] | null,
): Comparison {
  const params = new URLSearchParams(search);
  const asked = (params.get('languages') ?? '').split(',').map((key) => asLanguageKey(key.trim()));
  const fallback = remembered ?? [FALLBACK_LANGUAGE_KEY, 'python'];
  const first = asked[0] ?? fallback[0];
  let second = asked[1] ?? fallback[1];
  if (second === first) second = fallback.find((key) => key !== first) ?? 'python';
  // A page may link with its language's own key (C++ `lambdas`): compare its shared topic.
  const topic = sharedKeyOf(first, params.get('topic') ?? 'closures');
  return { topic, languages: [first, second] };
}

/** The URL of a comparison, as the page writes it back to the address bar. */
export const comparisonUrl = ({ topic, languages }: Comparison) =>
  `?topic=${encodeURIComponent(topic)}&languages=${languages.join(',')}`;
