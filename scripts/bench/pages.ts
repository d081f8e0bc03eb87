import { build } from 'esbuild';
import { copyFileSync, cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Paths of the pages the benchmark adds to a copy of the built extension. */
export const BLANK_PAGE = 'bench-blank.html';
export const PLAIN_PAGE = 'bench-plain.html';
export const SEARCH_FLOOR_PAGE = 'bench-search.html';

/** The floor pages' sources, in floors/ beside this file. */
const floor = (file: string) => fileURLToPath(new URL(`floors/${file}`, import.meta.url));

/**
 * Copies the built extension and adds the floors the budgets are measured against
 * (floors/): a blank page, a plain-JS page that flips one span's class and moves a caret
 * with a transform per key over `text`, and a plain search page whose worker answers each
 * key with 30 results. Their scripts are bundled here, `text` written into the plain page's.
 * The shipped extension never contains them.
 */
export async function benchExtension(builtDir: string, text: string): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'code-recall-bench-'));
  cpSync(builtDir, dir, { recursive: true });
  copyFileSync(floor('blank.html'), join(dir, BLANK_PAGE));
  copyFileSync(floor('plain.html'), join(dir, PLAIN_PAGE));
  copyFileSync(floor('search.html'), join(dir, SEARCH_FLOOR_PAGE));
  await build({
    entryPoints: {
      'bench-plain': floor('plain.ts'),
      'bench-search': floor('search.ts'),
      'bench-search-worker': floor('search-worker.ts'),
    },
    outdir: dir,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'esnext',
    define: { FLOOR_TEXT: JSON.stringify(text) },
    logLevel: 'warning',
  });
  return dir;
}
