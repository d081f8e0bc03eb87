/**
 * `npm run bench`: the performance budgets of docs/budgets.md, measured in real Chromium on
 * the built extension (`npm run build` first). Each time is a ratio against a floor measured
 * in the same run (the floor pages are in scripts/bench/floors), the two typed or loaded
 * alternately so machine load falls on both. Prints a table, writes bench-results/bench.json,
 * and exits 1 when a budget is missed. `npm run bench -- keystroke` runs only the measures
 * whose names begin with one of the words given.
 */
import { measureAttemptLog } from './bench/attempt-log';
import { measureCards } from './bench/cards';
import { closeBench, openBench, type Bench } from './bench/context';
import { measureFirstQuery } from './bench/first-query';
import { measureImport } from './bench/import';
import { measureKeystroke } from './bench/keystroke';
import { measureLongSession } from './bench/long-drill';
import { measureOwnSnippets } from './bench/own-snippets';
import { measureFirstPaints } from './bench/paints';
import { formatTable, writeResults } from './bench/report';
import { measureSearch } from './bench/search';
import { measureSizes } from './bench/sizes';

const RESULTS_FILE = 'bench-results/bench.json';

/** The measures, in the order they run, each named as the run prints it. */
const measures: [string, (bench: Bench) => void | Promise<void>][] = [
  ['sizes', measureSizes],
  ['first contentful paint', measureFirstPaints],
  ['keystrokes on the longest snippet', measureKeystroke],
  ['a long session of drills', measureLongSession],
  ['search keystrokes', measureSearch],
  ["the popup's first query", measureFirstQuery],
  ['a large attempt log', measureAttemptLog],
  ['a large import', measureImport],
  ['own snippets', measureOwnSnippets],
  ['cards', measureCards],
];

const words = process.argv.slice(2);
const chosen = measures.filter(
  ([what]) => words.length === 0 || words.some((word) => what.startsWith(word)),
);
if (chosen.length === 0) {
  throw new Error(
    `No measure's name begins with ${words.join(', ')}: ${measures.map(([what]) => what).join('; ')}`,
  );
}

const bench = await openBench();
for (const [what, measure] of chosen) {
  console.log(`... ${what}`);
  await measure(bench);
}
await closeBench(bench);

console.log(formatTable(bench.rows));
writeResults(RESULTS_FILE, bench.rows);
console.log(`\nWritten to ${RESULTS_FILE}`);
process.exitCode = bench.rows.every((row) => row.ok) ? 0 : 1;
