import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Every file under `root`, by its path from `root` (with `/`), to its SHA-256. */
export function hashTree(root: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile()) {
        const key = relative(root, path).split('\\').join('/');
        hashes.set(key, createHash('sha256').update(readFileSync(path)).digest('hex'));
      }
    }
  };
  walk(root);
  return hashes;
}

/** What differs between two trees' hashes, one line a file, sorted; none when identical. */
export function treeDifferences(
  first: ReadonlyMap<string, string>,
  second: ReadonlyMap<string, string>,
): string[] {
  const paths = new Set([...first.keys(), ...second.keys()]);
  const lines: string[] = [];
  for (const path of [...paths].sort()) {
    const a = first.get(path);
    const b = second.get(path);
    if (a === undefined) lines.push(`only in the second build: ${path}`);
    else if (b === undefined) lines.push(`only in the first build: ${path}`);
    else if (a !== b) lines.push(`differs: ${path}`);
  }
  return lines;
}
