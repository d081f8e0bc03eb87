import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

/** The chunks a chunk imports statically (`import … from "./x.js"`), not `import("./x.js")`. */
function staticImports(code: string): string[] {
  return [
    ...code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?"\.\/([^"]+\.js)"/g),
  ].map((match) => `chunks/${match[1]!}`);
}

/**
 * Gzip bytes of the JavaScript a page loads at open: the scripts and preloads its HTML names,
 * and every chunk those import statically, followed to the end.
 */
export function initialJavaScript(builtDir: string, page: string): number {
  const html = readFileSync(join(builtDir, page), 'utf8');
  const pending = [...html.matchAll(/(?:src|href)="\/?(chunks\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...staticImports(readFileSync(join(builtDir, file), 'utf8')));
  }
  return [...seen].reduce((sum, file) => sum + gzipSize(join(builtDir, file)), 0);
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

/** Bytes of the code font files the build ships. */
export function fontBytes(builtDir: string): number {
  const fonts = join(builtDir, 'fonts');
  return readdirSync(fonts)
    .filter((name) => name.endsWith('.woff2'))
    .reduce((sum, name) => sum + readFileSync(join(fonts, name)).length, 0);
}
