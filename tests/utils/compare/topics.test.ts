import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@/data/languages';
import { SHARED_TOPIC_KEYS, TOPIC_ALIASES } from '@/data/topicAliases';
import { comparisonFromUrl, sharedKeyOf, topicFor, topicOptions } from '@/utils/compare/topics';

const t = (key: string, title = key) => ({ key, title });

describe('topicFor and sharedKeyOf', () => {
  it('finds a topic by its shared key, directly or through the alias table', () => {
    expect(sharedKeyOf('go', 'goroutines')).toBe('concurrency');
    expect(sharedKeyOf('go', 'loops')).toBe('loops');
    expect(topicFor('go', 'concurrency', [t('loops'), t('goroutines', 'Goroutines')])).toEqual(
      t('goroutines', 'Goroutines'),
    );
    expect(topicFor('go', 'closures', [t('loops')])).toBeNull();
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])(
    'takes a key named like an object property (%s) as a key, not a property',
    (key) => {
      expect(sharedKeyOf('go', key)).toBe(key);
      expect(comparisonFromUrl(`?topic=${key}&languages=python,go`, null).topic).toBe(key);
    },
  );
});

describe('topicOptions', () => {
  it('lists the shared topics first, in the first language order, then the rest', () => {
    const options = topicOptions(
      { language: 'python', topics: [t('loops'), t('comprehensions'), t('concurrency')] },
      { language: 'go', topics: [t('goroutines', 'Goroutines'), t('defer'), t('loops')] },
    );
    expect(options.map((option) => [option.key, option.shared])).toEqual([
      ['loops', true],
      ['concurrency', true],
      ['comprehensions', false],
      ['defer', false],
    ]);
  });
});

describe('comparisonFromUrl', () => {
  it('reads the topic and the two languages', () => {
    expect(comparisonFromUrl('?topic=closures&languages=python,go', null)).toEqual({
      topic: 'closures',
      languages: ['python', 'go'],
    });
  });

  it('takes a language own key for its shared topic', () => {
    expect(comparisonFromUrl('?topic=goroutines&languages=go,rust', null).topic).toBe(
      'concurrency',
    );
  });

  it('fills a missing or unknown second language from the last pair, never the first twice', () => {
    expect(comparisonFromUrl('?topic=maps&languages=rust', ['go', 'ruby']).languages).toEqual([
      'rust',
      'ruby',
    ]);
    expect(comparisonFromUrl('?topic=maps&languages=go,cobol', ['go', 'ruby']).languages).toEqual([
      'go',
      'ruby',
    ]);
    expect(comparisonFromUrl('', null).languages).toEqual(['javascript', 'python']);
  });
});

describe('the alias table', () => {
  it('names every language and aliases only to shared keys', () => {
    expect(Object.keys(TOPIC_ALIASES).sort()).toEqual(LANGUAGES.map((l) => l.key).sort());
    const shared: readonly string[] = SHARED_TOPIC_KEYS;
    for (const aliases of Object.values(TOPIC_ALIASES)) {
      for (const target of Object.values(aliases)) expect(shared).toContain(target);
    }
  });
});
