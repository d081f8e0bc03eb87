// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/data/languages';
import { SHARED_TOPIC_KEYS, TOPIC_ALIASES } from '@/data/topicAliases';
import { readLanguageSnippets } from '@/scripts/content/sources';
import { sharedKeyOf } from '@/utils/compare/topics';

const sets = await Promise.all(
  LANGUAGES.map(async ({ key, name }) => ({
    key,
    name,
    topics: (await readLanguageSnippets(key)).map((topic) => topic.key),
  })),
);

describe('topic alignment across languages', () => {
  it.each(sets)('every alias of $name names one of its own topics', ({ key, topics }) => {
    const aliases: Readonly<Record<string, string>> = TOPIC_ALIASES[key];
    for (const own of Object.keys(aliases)) expect(topics).toContain(own);
  });

  it('lists, for each shared key, the languages that lack it', () => {
    const lacking = SHARED_TOPIC_KEYS.map((shared) => ({
      shared,
      without: sets
        .filter(({ key, topics }) => !topics.some((topic) => sharedKeyOf(key, topic) === shared))
        .map(({ name }) => name),
    }));
    const table = lacking.map(
      ({ shared, without }) => `${shared.padEnd(24)} ${without.join(', ') || '-'}`,
    );
    console.log(`Shared topics and the languages without them:\n${table.join('\n')}`);
    // A shared key no language has is a typo in the list, not a topic.
    for (const { shared, without } of lacking) {
      expect(without.length, shared).toBeLessThan(sets.length);
    }
  });
});
