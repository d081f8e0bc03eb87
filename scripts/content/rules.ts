import type { LanguageKey } from '@/data/languages';
import type { SnippetGroup } from '@/data/types';

/** The fewest topics each language's set may have (C++ 29, Scala 30, the others 27). */
const TARGET_TOPICS = {
  javascript: 27,
  typescript: 27,
  react: 27,
  'react-typescript': 27,
  python: 27,
  go: 27,
  java: 27,
  csharp: 27,
  rust: 27,
  cpp: 29,
  kotlin: 27,
  swift: 27,
  php: 27,
  ruby: 27,
  scala: 30,
  haskell: 27,
} satisfies Record<LanguageKey, number>;
const MIN_LINES = 4;
const MAX_LINES = 40;
const MAX_COLUMNS = 80;

/** The first and last topic keys a language's set must use. */
function boundaryKeys(languageKey: LanguageKey): { first: string | null; last: string } {
  if (languageKey === 'typescript') return { first: 'basic-types', last: 'branded-types' };
  if (languageKey === 'react' || languageKey === 'react-typescript') {
    return { first: null, last: 'modern-features' };
  }
  return { first: 'basic-variables', last: 'modern-features' };
}

/** The fewest topics a language's set may have. */
function targetTopics(languageKey: LanguageKey): number {
  return TARGET_TOPICS[languageKey];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
// Printable ASCII (space to tilde) plus tab, which is checked separately.
const TYPEABLE = /^[\t\x20-\x7e]*$/;
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'for',
  'in',
  'of',
  'on',
  'or',
  'the',
  'to',
  'vs',
  'with',
]);

/** True when every word starts upper-case, except small joining words after the first. */
function isTitleCase(title: string): boolean {
  return title.split(/\s+/).every((word, index) => {
    const first = word.replace(/^[^A-Za-z0-9]+/, '')[0];
    if (first === undefined || !/[a-z]/.test(first)) return true;
    return index > 0 && SMALL_WORDS.has(word.toLowerCase());
  });
}

/** Rule breaks inside one topic's lines, each as a readable message. */
export function lineProblems(topic: SnippetGroup): string[] {
  const problems: string[] = [];
  const { snippets: lines } = topic;
  if (lines.length < MIN_LINES || lines.length > MAX_LINES) {
    problems.push(`has ${lines.length} lines (allowed ${MIN_LINES}-${MAX_LINES})`);
  }
  if (lines[0]?.trim() === '') problems.push('first line is blank');
  if (lines.at(-1)?.trim() === '') problems.push('last line is blank');
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`;
    if (line.length > MAX_COLUMNS) problems.push(`${where} is ${line.length} columns`);
    if (/\s$/.test(line)) problems.push(`${where} has trailing whitespace`);
    if (!TYPEABLE.test(line)) problems.push(`${where} has a character outside printable ASCII`);
    if (/\S.*\t/.test(line)) problems.push(`${where} has a tab after its indentation`);
    if (/[\r\n]/.test(line)) problems.push(`${where} contains a line break`);
  });
  return problems;
}

/** Rule breaks across one language's set: count, keys, titles, boundaries. */
export function setProblems(languageKey: LanguageKey, topics: readonly SnippetGroup[]): string[] {
  const problems: string[] = [];
  const target = targetTopics(languageKey);
  if (topics.length < target) problems.push(`has ${topics.length} topics (target ${target})`);
  const keys = new Set<string>();
  const titles = new Set<string>();
  for (const topic of topics) {
    if (!SLUG.test(topic.key)) problems.push(`key "${topic.key}" is not a lowercase-hyphen slug`);
    if (keys.has(topic.key)) problems.push(`key "${topic.key}" is repeated`);
    if (titles.has(topic.title)) problems.push(`title "${topic.title}" is repeated`);
    if (!isTitleCase(topic.title)) problems.push(`title "${topic.title}" is not Title Case`);
    keys.add(topic.key);
    titles.add(topic.title);
  }
  const { first, last } = boundaryKeys(languageKey);
  if (first && topics[0]?.key !== first) problems.push(`first topic must be "${first}"`);
  if (topics.at(-1)?.key !== last) problems.push(`last topic must be "${last}"`);
  return problems;
}
