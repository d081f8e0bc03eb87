/**
 * The compare page for a topic of a language; the page resolves the topic's shared key and
 * picks the second language. (Alone, so the popup loads nothing else of compare.)
 */
export const compareLink = (language: string, topic: string): `/compare.html?${string}` =>
  `/compare.html?topic=${encodeURIComponent(topic)}&languages=${language}`;

/**
 * The new tab drilling a (shared) topic of `language` translated from `from` (compare's
 * **Drill in …**): the topic as `language` names it, so the page opens on it.
 */
export const translateLink = (
  from: string,
  language: string,
  topic: string,
): `/newtab.html?${string}` =>
  `/newtab.html?language=${language}&topic=${encodeURIComponent(topic)}&from=${from}`;
