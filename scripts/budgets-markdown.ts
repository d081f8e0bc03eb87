import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { BUDGET_TABLE } from './budgets';

/** The generated budget table. */
export const BUDGETS_DOC = fileURLToPath(new URL('../docs/budgets.md', import.meta.url));

/** docs/budgets.md as budgets.ts gives it, formatted as Prettier leaves it. */
export async function budgetsMarkdown(): Promise<string> {
  const markdown = [
    '# Performance budgets',
    '',
    '<!-- Generated from scripts/budgets.ts by `npm run budgets:doc`: edit that file, not this one. -->',
    '',
    '`npm run build && npm run bench` measures these in headless Chromium on the built',
    'extension, each time against a floor measured in the same run where one does the same work',
    '(the floor pages are in scripts/bench/floors), the two typed or loaded alternately so',
    'machine load falls on both. A KB is 1,000 bytes. Each budget is a constant in',
    'scripts/budgets.ts, and each area of the bench a function in scripts/bench/.',
    '',
    '| what | budget | how it is measured |',
    '| --- | --- | --- |',
    ...BUDGET_TABLE.map(({ what, budget, how }) => `| ${what} | ${budget} | ${how} |`),
    '',
  ].join('\n');
  const options = await resolveConfig(BUDGETS_DOC);
  return format(markdown, { ...options, filepath: BUDGETS_DOC });
}
