/**
 * Prints a table of every language's snippet set: topics, lines, parse errors and rule
 * breaks. `npm run content:report -- python` (any language keys) also lists each problem.
 */
import { LANGUAGES } from '@/data/languages';
import { checkLanguage } from './content/check';

const detailKeys = new Set(process.argv.slice(2));
const rows: string[][] = [['language', 'topics', 'lines', 'parse errors', 'rule breaks']];
let failed = false;

for (const { name, key } of LANGUAGES) {
  const check = await checkLanguage(key);
  if (check.parseProblems.length + check.ruleProblems.length > 0) failed = true;
  rows.push([
    name,
    String(check.topics.length),
    String(check.lines),
    String(check.parseProblems.length),
    String(check.ruleProblems.length),
  ]);
  if (detailKeys.has(key)) {
    for (const problem of [...check.parseProblems, ...check.ruleProblems]) {
      console.log(`${key}: ${problem}`);
    }
  }
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
process.exitCode = failed ? 1 : 0;
