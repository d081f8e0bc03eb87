import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** Gzip bytes of the JavaScript a page loads at open: its entry and the modules it preloads. */
export function initialJavaScript(builtDir: string, page: string): number {
  const html = readFileSync(join(builtDir, page), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/?(chunks\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return files.reduce((sum, file) => sum + gzipSize(join(builtDir, file)), 0);
}

/** Gzip bytes of each language's snippet chunk, by language key. */
export function languageChunks(builtDir: string, keys: readonly string[]): Map<string, number> {
  const chunks = readdirSync(join(builtDir, 'chunks'));
  const sizes = new Map<string, number>();
  for (const key of keys) {
    const file = chunks.find((name) => new RegExp(`^${key}-[\\w-]{8}\\.js$`).test(name));
    if (!file) throw new Error(`No snippet chunk for ${key} in ${builtDir}/chunks`);
    sizes.set(key, gzipSize(join(builtDir, 'chunks', file)));
  }
  return sizes;
}
