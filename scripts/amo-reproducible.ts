/**
 * Checks that the Firefox package builds reproducibly, as Mozilla's reviewers rebuild it:
 * runs `npm run build-for-amo` here, unpacks the sources zip it made into a fresh folder,
 * runs the same script there (with this tree's node_modules linked in, as `npm ci` would
 * install them), and compares every file of the two `.output/firefox-mv2` folders by hash.
 * Slow (two production builds): run by hand, `npm run amo:reproducible`, and edit nothing
 * meanwhile (the first build reads the tree, the sources zip is made after it).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { hashTree, treeDifferences } from './fileHashes';

const here = resolve('.');
const build = (cwd: string) =>
  execFileSync('npm', ['run', 'build-for-amo'], { cwd, stdio: 'inherit' });

build(here);
const first = hashTree(join(here, '.output/firefox-mv2'));
const sourcesZip = readdirSync(join(here, '.output')).find((name) => name.endsWith('-sources.zip'));
if (!sourcesZip) throw new Error('build-for-amo made no sources zip in .output');

const copy = mkdtempSync(join(tmpdir(), 'code-recall-amo-'));
let same = false;
try {
  execFileSync('unzip', ['-q', join(here, '.output', sourcesZip), '-d', copy]);
  symlinkSync(join(here, 'node_modules'), join(copy, 'node_modules'), 'dir');
  build(copy);
  const second = hashTree(join(copy, '.output/firefox-mv2'));
  const differences = treeDifferences(first, second);
  if (differences.length > 0) {
    console.error(`The rebuild from ${sourcesZip} differs:\n${differences.join('\n')}`);
    console.error(`The rebuild is kept in ${copy} to compare.`);
    process.exitCode = 1;
  } else {
    same = true;
    console.log(`Reproducible: ${first.size} files, byte-identical from ${sourcesZip}.`);
  }
} finally {
  if (same) rmSync(copy, { recursive: true, force: true });
}
