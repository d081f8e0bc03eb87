// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { SnippetGroup } from '@/data/types';
import { highlightSet } from '@/scripts/highlight';
import { cachedHighlightSet } from '@/scripts/highlightCache';

const topic = (snippets: string[]): SnippetGroup[] => [{ title: 'T', key: 't', snippets }];

/** An empty cache folder of this test's own, removed after it. */
function cacheFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'highlight-cache-'));
  onTestFinished(() => rmSync(folder, { recursive: true }));
  return folder;
}

describe('cachedHighlightSet', () => {
  it('highlights a set once, then reads it back; a changed set highlights anew', async () => {
    const folder = cacheFolder();
    const first = topic(['const x = 1;']);
    expect(await cachedHighlightSet('javascript', first, folder)).toEqual(
      await highlightSet('javascript', first),
    );
    const [entry] = readdirSync(folder);
    expect(entry).toMatch(/^javascript\.[0-9a-f]{64}\.json$/);
    // What is on disk is what comes back: the second call does not highlight.
    const file = join(folder, entry!);
    const kept = JSON.parse(readFileSync(file, 'utf8')) as { palette: unknown[] };
    writeFileSync(file, JSON.stringify({ ...kept, palette: [] }));
    expect((await cachedHighlightSet('javascript', first, folder)).palette).toEqual([]);
    // One character more is another key: never the tokens of the set before.
    const changed = topic(['const x = 12;']);
    expect(await cachedHighlightSet('javascript', changed, folder)).toEqual(
      await highlightSet('javascript', changed),
    );
    expect(await cachedHighlightSet('typescript', first, folder)).toEqual(
      await highlightSet('typescript', first),
    );
    expect(readdirSync(folder)).toHaveLength(3);
  });

  it('keeps the newest eight sets of a language', async () => {
    const folder = cacheFolder();
    for (let version = 0; version < 10; version++) {
      await cachedHighlightSet('python', topic([`x = ${version}`]), folder);
    }
    await cachedHighlightSet('go', topic(['x := 1']), folder);
    const entries = readdirSync(folder);
    expect(entries.filter((name) => name.startsWith('python.'))).toHaveLength(8);
    expect(entries.filter((name) => name.startsWith('go.'))).toHaveLength(1);
  });
});
