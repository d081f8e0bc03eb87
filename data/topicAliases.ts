import type { LanguageKey } from '@/data/languages';

/** The topic keys that line a topic up across languages, in teaching order. */
export const SHARED_TOPIC_KEYS = [
  'basic-variables',
  'strings',
  'numbers',
  'conditionals',
  'loops',
  'functions',
  'closures',
  'arrays',
  'maps',
  'sets',
  'classes',
  'inheritance',
  'interfaces',
  'generics',
  'enums',
  'pattern-matching',
  'exception-handling',
  'iterators',
  'higher-order-functions',
  'modules',
  'file-io',
  'json',
  'http-client',
  'regular-expressions',
  'dates-and-times',
  'async-await',
  'concurrency',
  'testing',
  'modern-features',
] as const;

/** A shared topic key. */
type SharedTopicKey = (typeof SHARED_TOPIC_KEYS)[number];

/**
 * Topics that teach a shared topic under a key of their own (because the language names
 * the idea its own way): language → own key → the shared key it stands for. Compare shows
 * them side by side with the shared topic of other languages.
 */
export const TOPIC_ALIASES = {
  javascript: { fetch: 'http-client' },
  typescript: { 'basic-types': 'basic-variables', 'discriminated-unions': 'pattern-matching' },
  react: { 'error-boundaries': 'exception-handling', 'data-fetching': 'http-client' },
  'react-typescript': {
    'error-boundaries': 'exception-handling',
    'data-fetching': 'http-client',
    validation: 'json',
  },
  python: {},
  go: {
    goroutines: 'concurrency',
    structs: 'classes',
    embedding: 'inheritance',
    'type-switches': 'pattern-matching',
  },
  java: { lambdas: 'closures', streams: 'higher-order-functions' },
  csharp: { delegates: 'closures', linq: 'higher-order-functions' },
  rust: { structs: 'classes' },
  cpp: { algorithms: 'higher-order-functions', concepts: 'interfaces' },
  kotlin: { 'sealed-classes': 'pattern-matching' },
  swift: {},
  php: {},
  ruby: {},
  scala: {},
  haskell: { 'algebraic-data-types': 'enums' },
} satisfies Record<LanguageKey, Readonly<Record<string, SharedTopicKey>>>;
