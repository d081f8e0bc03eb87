import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

let source: Promise<string> | undefined;

/** The in-page query library (inPage.ts) as one script, bundled once per test run. */
export function inPageSource(): Promise<string> {
  source ??= build({
    entryPoints: [fileURLToPath(new URL('inPage.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    minify: true,
  }).then((result) => result.outputFiles[0]!.text);
  return source;
}
