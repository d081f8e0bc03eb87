import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LANGUAGES } from '@/data/languages';
import { LANGUAGE_CHUNK_BUDGET_BYTES, POPUP_INITIAL_JS_BUDGET_BYTES } from '../budgets';
import type { Bench } from './context';
import { REPORTED, atMost, kb } from './report';

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
function initialJavaScript(builtDir: string, page: string): number {
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
function languageChunks(builtDir: string, keys: readonly string[]): Map<string, number> {
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
function fontBytes(builtDir: string): number {
  const fonts = join(builtDir, 'fonts');
  return readdirSync(fonts)
    .filter((name) => name.endsWith('.woff2'))
    .reduce((sum, name) => sum + readFileSync(join(fonts, name)).length, 0);
}

/** The popup's initial JavaScript, the largest language chunk and the code fonts. */
export function measureSizes({ builtDir, record }: Bench): void {
  const popupJs = initialJavaScript(builtDir, 'popup.html');
  record({
    what: 'popup initial JavaScript (gzip)',
    value: kb(popupJs),
    budget: atMost.bytes(POPUP_INITIAL_JS_BUDGET_BYTES),
    ok: popupJs <= POPUP_INITIAL_JS_BUDGET_BYTES,
  });
  const chunks = languageChunks(
    builtDir,
    LANGUAGES.map((language) => language.key),
  );
  const [biggestKey, biggest] = [...chunks].sort((a, b) => b[1] - a[1])[0]!;
  record({
    what: `largest language chunk (${biggestKey}, gzip)`,
    value: kb(biggest),
    budget: atMost.bytes(LANGUAGE_CHUNK_BUDGET_BYTES),
    ok: biggest <= LANGUAGE_CHUNK_BUDGET_BYTES,
  });
  record({
    what: 'code font files (JetBrains Mono, 2 woff2)',
    value: kb(fontBytes(builtDir)),
    budget: REPORTED,
    ok: true,
  });
}
