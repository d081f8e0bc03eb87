import type { SnippetGroup } from '@/data/types';

/** Groups each language needs before it joins the registry (issue: C++ 29, Scala 30, others 27). */
export const TARGET_GROUPS: Record<string, number> = { cpp: 29, scala: 30 };
export const DEFAULT_TARGET_GROUPS = 27;
export const MIN_LINES = 4;
export const MAX_LINES = 40;
export const MAX_COLUMNS = 80;

/** The first and last group keys a language's set must use (DESIGN.md). */
export function boundaryKeys(languageKey: string): { first: string | null; last: string } {
  if (languageKey === 'typescript') return { first: 'basic-types', last: 'branded-types' };
  if (languageKey === 'react' || languageKey === 'react-typescript') {
    return { first: null, last: 'modern-features' };
  }
  return { first: 'basic-variables', last: 'modern-features' };
}

export function targetGroups(languageKey: string): number {
  return TARGET_GROUPS[languageKey] ?? DEFAULT_TARGET_GROUPS;
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
export function isTitleCase(title: string): boolean {
  return title.split(/\s+/).every((word, index) => {
    const first = word.replace(/^[^A-Za-z0-9]+/, '')[0];
    if (first === undefined || !/[a-z]/.test(first)) return true;
    return index > 0 && SMALL_WORDS.has(word.toLowerCase());
  });
}

/** Rule breaks inside one group's lines, each as a readable message. */
export function lineProblems(group: SnippetGroup): string[] {
  const problems: string[] = [];
  const { snippets: lines } = group;
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
export function setProblems(languageKey: string, groups: readonly SnippetGroup[]): string[] {
  const problems: string[] = [];
  const target = targetGroups(languageKey);
  if (groups.length < target) problems.push(`has ${groups.length} groups (target ${target})`);
  const keys = new Set<string>();
  const titles = new Set<string>();
  for (const group of groups) {
    if (!SLUG.test(group.key)) problems.push(`key "${group.key}" is not a lowercase-hyphen slug`);
    if (keys.has(group.key)) problems.push(`key "${group.key}" is repeated`);
    if (titles.has(group.title)) problems.push(`title "${group.title}" is repeated`);
    if (!isTitleCase(group.title)) problems.push(`title "${group.title}" is not Title Case`);
    keys.add(group.key);
    titles.add(group.title);
  }
  const { first, last } = boundaryKeys(languageKey);
  if (first && groups[0]?.key !== first) problems.push(`first group must be "${first}"`);
  if (groups.at(-1)?.key !== last) problems.push(`last group must be "${last}"`);
  return problems;
}
