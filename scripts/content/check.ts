import type { LanguageKey } from '@/data/languages';
import type { SnippetGroup } from '@/data/types';
import { findParseProblems } from './parse';
import { lineProblems, setProblems } from './rules';
import { readLanguageSnippets } from './sources';
import { grammarLines } from './topicFiles';

/** Everything wrong with one language's snippet file. */
type LanguageCheck = {
  key: LanguageKey;
  topics: SnippetGroup[];
  lines: number;
  parseProblems: string[];
  ruleProblems: string[];
};

/** Reads a language file and checks every set, line and parse rule. */
export async function checkLanguage(key: LanguageKey): Promise<LanguageCheck> {
  const topics = await readLanguageSnippets(key);
  const ruleProblems = setProblems(key, topics);
  const parseProblems: string[] = [];
  for (const topic of topics) {
    ruleProblems.push(...lineProblems(topic).map((problem) => `${topic.key}: ${problem}`));
    const found = await findParseProblems(key, grammarLines(key, topic.snippets).join('\n'));
    for (const problem of found) {
      parseProblems.push(`${topic.key}: ${problem.kind} at line ${problem.line}: ${problem.text}`);
    }
  }
  const lines = topics.reduce((sum, topic) => sum + topic.snippets.length, 0);
  return { key, topics, lines, parseProblems, ruleProblems };
}
