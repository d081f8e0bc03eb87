import type { SnippetGroup } from '@/data/types';
import { findParseProblems } from './parse';
import { lineProblems, setProblems } from './rules';
import { readLanguageSnippets } from './sources';

/** Everything wrong with one language's snippet file. */
export type LanguageCheck = {
  key: string;
  groups: SnippetGroup[];
  lines: number;
  parseProblems: string[];
  ruleProblems: string[];
};

/** Reads a language file and checks every set, line and parse rule. */
export async function checkLanguage(key: string): Promise<LanguageCheck> {
  const groups = await readLanguageSnippets(key);
  const ruleProblems = setProblems(key, groups);
  const parseProblems: string[] = [];
  for (const group of groups) {
    ruleProblems.push(...lineProblems(group).map((problem) => `${group.key}: ${problem}`));
    const found = await findParseProblems(key, group.snippets.join('\n'));
    for (const problem of found) {
      parseProblems.push(`${group.key}: ${problem.kind} at line ${problem.line}: ${problem.text}`);
    }
  }
  const lines = groups.reduce((sum, group) => sum + group.snippets.length, 0);
  return { key, groups, lines, parseProblems, ruleProblems };
}
