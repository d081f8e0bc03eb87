/**
 * Prints a table of every language's snippet set: groups, lines, parse errors and rule breaks,
 * and names the languages not yet in the registry. `npm run content:report -- python` (any
 * language keys) also lists each problem.
 */
import { REGISTERED_LANGUAGE_KEYS } from '@/data/index';
import { LANGUAGES } from '@/data/languages';
import { checkLanguage } from './content/check';
import { snippetFileKeys } from './content/sources';

const detailKeys = new Set(process.argv.slice(2));
const files = new Set(snippetFileKeys());
const rows: string[][] = [
  ['language', 'registry', 'groups', 'lines', 'parse errors', 'rule breaks'],
];
let failed = false;

for (const { name, key } of LANGUAGES) {
  const registered = REGISTERED_LANGUAGE_KEYS.includes(key) ? 'yes' : 'no';
  if (!files.has(key)) {
    rows.push([name, registered, '-', '-', '-', '-']);
    continue;
  }
  const check = await checkLanguage(key);
  const broken = check.parseProblems.length + check.ruleProblems.length > 0;
  if (broken && registered === 'yes') failed = true;
  rows.push([
    name,
    registered,
    String(check.groups.length),
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
const missing = LANGUAGES.filter(({ key }) => !REGISTERED_LANGUAGE_KEYS.includes(key));
console.log(
  missing.length === 0
    ? '\nAll languages are in the registry.'
    : `\nNot yet in the registry (shown with the JavaScript set): ${missing.map((l) => l.name).join(', ')}`,
);
process.exitCode = failed ? 1 : 0;
