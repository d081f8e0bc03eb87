/**
 * The compare page for a topic of a language; the page resolves the topic's shared key and
 * picks the second language. (Alone, so the popup loads nothing else of compare.)
 */
export const compareLink = (language: string, topic: string): `/compare.html?${string}` =>
  `/compare.html?topic=${encodeURIComponent(topic)}&languages=${language}`;
