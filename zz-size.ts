import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
const gz = (f: string) => gzipSync(readFileSync(f), { level: 9 }).length;
for (const dir of [process.argv[2]!]) {
  const html = readFileSync(join(dir, 'popup.html'), 'utf8');
  const pending = [...html.matchAll(/(?:src|href)="\/?(chunks\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  while (pending.length) { const f = pending.pop()!; if (seen.has(f)) continue; seen.add(f);
    const code = readFileSync(join(dir, f), 'utf8');
    pending.push(...[...code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?"\.\/([^"]+\.js)"/g)].map((m) => `chunks/${m[1]!}`)); }
  console.log(dir, [...seen].map((f) => `${f}:${gz(join(dir, f))}`).join(' '), [...seen].reduce((s, f) => s + gz(join(dir, f)), 0));
}
