import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { hashTree, treeDifferences } from '@/scripts/fileHashes';

const made: string[] = [];
afterEach(() => made.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder holding `files` (path → text). */
function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'code-recall-hashes-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('hashTree and treeDifferences', () => {
  it('finds two builds of the same files identical', () => {
    const files = { 'manifest.json': '{}', 'chunks/a.js': 'let a;' };
    expect(treeDifferences(hashTree(tree(files)), hashTree(tree(files)))).toEqual([]);
  });

  it('names each file that differs or is in one build only', () => {
    const first = hashTree(tree({ 'a.js': '1', 'b.js': 'same', 'old.js': '' }));
    const second = hashTree(tree({ 'a.js': '2', 'b.js': 'same', 'chunks/new.js': '' }));
    expect(treeDifferences(first, second)).toEqual([
      'differs: a.js',
      'only in the second build: chunks/new.js',
      'only in the first build: old.js',
    ]);
  });
});
