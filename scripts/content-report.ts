/**
 * Prints a table of every language's snippet set: topics, lines, parse errors, rule breaks
 * and the topics with a drill card over 12 typed lines. `npm run content:report -- python`
 * (any language keys) also lists each problem and each long card.
 */
import { LANGUAGES } from '@/data/languages';
import { longCards } from './content/cards';
import { checkLanguage } from './content/check';

const detailKeys = new Set(process.argv.slice(2));
const rows: string[][] = [
  ['language', 'topics', 'lines', 'parse errors', 'rule breaks', 'topics with cards over 12 lines'],
];
let failed = false;

for (const { name, key } of LANGUAGES) {
  const check = await checkLanguage(key);
  if (check.parseProblems.length + check.ruleProblems.length > 0) failed = true;
  const long = await longCards(key, check.topics);
  rows.push([
    name,
    String(check.topics.length),
    String(check.lines),
    String(check.parseProblems.length),
    String(check.ruleProblems.length),
    String(new Set(long.map((card) => card.topic)).size),
  ]);
  if (detailKeys.has(key)) {
    for (const problem of [...check.parseProblems, ...check.ruleProblems]) {
      console.log(`${key}: ${problem}`);
    }
    for (const card of long) {
      console.log(`${key}: ${card.topic}: card at line ${card.line} types ${card.typed} lines`);
    }
  }
}

const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join('  '));
process.exitCode = failed ? 1 : 0;
