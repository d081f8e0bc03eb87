import { createHash } from 'node:crypto';
import {
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageKey } from '@/data/languages';
import type { HighlightedSet, SnippetGroup } from '@/data/types';
import { highlightSet } from './highlight';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const HIGHLIGHTER = fileURLToPath(new URL('highlight.ts', import.meta.url));
/** Entries kept per language: one per recent version of its set, shared by every checkout. */
const KEPT_PER_LANGUAGE = 8;

/** scripts/highlight.ts and every project file it imports, by any path: the code that colours. */
function ownSources(): string[] {
  const seen = new Set<string>();
  const queue = [HIGHLIGHTER];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of readFileSync(file, 'utf8').matchAll(/ from '(\.{1,2}\/[^']+|@\/[^']+)'/g)) {
      const path = match[1]!;
      const base = path.startsWith('@/') ? join(ROOT, path.slice(2)) : resolve(dirname(file), path);
      queue.push(base.endsWith('.ts') ? base : `${base}.ts`);
    }
  }
  return [...seen].sort();
}

/** Shiki and each of its @shikijs packages (grammars, themes, engines) with its version. */
function shikiPackages(): string[] {
  const shiki = dirname(createRequire(import.meta.url).resolve('shiki/package.json'));
  const scope = join(dirname(shiki), '@shikijs');
  return [shiki, ...readdirSync(scope).map((name) => join(scope, name))].map((folder) => {
    const { name, version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    return `${name}@${version}`;
  });
}

let highlighter: string | undefined;

/** What else the tokens depend on: our highlighting code's text and Shiki's versions. */
function highlighterKey(): string {
  highlighter ??= JSON.stringify([
    ...ownSources().map((file) => readFileSync(file, 'utf8')),
    ...shikiPackages(),
  ]);
  return highlighter;
}

/** Drops a language's oldest entries: old sets, and the checkouts that moved on from them. */
function prune(folder: string, language: LanguageKey): void {
  const entries = readdirSync(folder)
    .filter((name) => name.startsWith(`${language}.`) && name.endsWith('.json'))
    // Another test run may prune the same folder meanwhile: a file gone is no error.
    .map((name) => ({
      file: join(folder, name),
      at: statSync(join(folder, name), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    }))
    .sort((a, b) => b.at - a.at);
  for (const { file } of entries.slice(KEPT_PER_LANGUAGE)) rmSync(file, { force: true });
}

/**
 * `highlightSet`, its result kept in `folder` under a hash of everything it depends on: the
 * topics, our highlighting code and Shiki's versions. Any change misses and highlights anew;
 * tests read a set they highlighted before in milliseconds instead of seconds.
 */
export async function cachedHighlightSet(
  language: LanguageKey,
  topics: readonly SnippetGroup[],
  folder: string,
): Promise<HighlightedSet> {
  const hash = createHash('sha256')
    .update(JSON.stringify([language, topics, highlighterKey()]))
    .digest('hex');
  const file = join(folder, `${language}.${hash}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as HighlightedSet;
  } catch (error) {
    // Only a set not highlighted yet is highlighted below; any other failure is reported.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const set = await highlightSet(language, topics);
  mkdirSync(folder, { recursive: true });
  // Written whole under another name, then renamed: a reader never sees half a file.
  const partial = `${file}.${process.pid}`;
  writeFileSync(partial, JSON.stringify(set));
  renameSync(partial, file);
  prune(folder, language);
  return set;
}
