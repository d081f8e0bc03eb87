import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { codeSpans, headingAnchors, localLinks, withoutFences } from './markdown';

/**
 * The docs' claims that a machine can check: the README and docs/*.md name only paths that
 * exist and scripts that package.json has, the README stays short, and each grep the docs
 * quote finds what the docs say it finds.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const README_MAX_LINES = 150;

/** Top-level names that are built, installed or measured, never committed. */
const GENERATED = new Set([
  '.git',
  '.output',
  '.wxt',
  'node_modules',
  'bench-results',
  'screenshots',
]);
const TOP_LEVEL = new Set(readdirSync(ROOT).filter((name) => !GENERATED.has(name)));

const DOCS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');
const scripts = Object.keys(
  (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts,
);

/**
 * A code span that names a path in this repository: no spaces, and its first segment is one
 * of the repository's own top-level files or folders. `<key>` or `*` stands for any name:
 * the folder before it must exist. A query (`?highlight`) is not part of the path.
 */
function repoPath(span: string): string | null {
  if (/\s/.test(span)) return null;
  const path = span.replace(/\?.*$/, '');
  if (!TOP_LEVEL.has(path.split('/')[0]!)) return null;
  const wildcard = path.search(/[<*]/);
  return wildcard === -1 ? path : path.slice(0, wildcard);
}

/** The outcome a quoted grep is given: the text after it, to the sentence's end or next grep. */
function outcomeAfter(text: string, end: number): string {
  const rest = text.slice(end, end + 300).replace(/\s+/g, ' ');
  const stop = rest.search(/[.;] |\.$|`grep /);
  return stop === -1 ? rest : rest.slice(0, stop);
}

/** The files a grep command finds, run from the repository's root. */
function grepFiles(command: string): string[] {
  // Only a plain grep over the tree: no pipes (`\|` is grep's alternation), redirections or
  // substitutions.
  expect(command, 'a quoted grep is one plain command').toMatch(/^grep (?:[^;&|`$<>]|\\\|)+$/);
  try {
    const out = execFileSync('bash', ['-c', command], { cwd: ROOT, encoding: 'utf8' });
    return [
      ...new Set(
        out
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split(':')[0]!),
      ),
    ];
  } catch (error) {
    // grep exits 1 when it finds nothing, 2 on an error (a folder that does not exist).
    if ((error as { status?: number }).status === 1) return [];
    throw error;
  }
}

describe.each(DOCS)('%s', (file) => {
  const markdown = read(file);
  const text = withoutFences(markdown);
  const spans = codeSpans(text);

  it('names only paths that exist', () => {
    const named = spans.map((span) => repoPath(span.text)).filter((path) => path !== null);
    const missing = named.filter((path) => !existsSync(join(ROOT, path)));
    expect(missing).toEqual([]);
  });

  it('links only to files and headings that exist', () => {
    const broken = localLinks(text).filter((target) => {
      const [path = '', anchor] = target.split('#');
      const resolved = join(ROOT, dirname(file), path);
      if (!existsSync(resolved)) return true;
      if (anchor === undefined || statSync(resolved).isDirectory()) return false;
      return !headingAnchors(readFileSync(resolved, 'utf8')).has(anchor);
    });
    expect(broken).toEqual([]);
  });

  it('runs only scripts that package.json has', () => {
    const named = [...markdown.matchAll(/npm run ([a-z][\w:-]*)/g)].map((match) => match[1]!);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });

  it('finds what each quoted grep is said to find', () => {
    const greps = spans.filter((span) => span.text.startsWith('grep '));
    for (const { text: command, end } of greps) {
      const outcome = outcomeAfter(text, end);
      const found = grepFiles(command);
      if (/finds (none|nothing)/.test(outcome)) {
        expect(found, command).toEqual([]);
      } else if (/finds only/.test(outcome)) {
        const allowed = codeSpans(outcome).map((span) => span.text);
        expect(found.length, command).toBeGreaterThan(0);
        expect(
          found.filter((path) => !allowed.includes(path)),
          command,
        ).toEqual([]);
      } else {
        expect.fail(`${file}: \`${command}\` is quoted with no outcome ("finds none/only …")`);
      }
    }
  });
});

describe('README.md', () => {
  const readme = read('README.md');

  it(`is at most ${README_MAX_LINES} lines`, () => {
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it("lists in its Scripts table only package.json's scripts, and every one but postinstall", () => {
    const table = readme.slice(readme.indexOf('## Scripts'));
    const rows = table.slice(0, table.indexOf('\n## ')).split('\n');
    const listed = rows
      .filter((row) => row.startsWith('| `'))
      .flatMap((row) => codeSpans(row.split('|')[1]!).map((span) => span.text));
    expect(listed.filter((name) => !scripts.includes(name))).toEqual([]);
    expect(scripts.filter((name) => name !== 'postinstall' && !listed.includes(name))).toEqual([]);
  });

  it('shows pictures that exist', () => {
    const pictures = [...readme.matchAll(/!\[[^\]]*\]\(([^)]+)\)/g)].map((match) => match[1]!);
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    for (const picture of pictures) expect(existsSync(join(ROOT, picture)), picture).toBe(true);
  });
});

describe('the docs check itself', () => {
  it('reads every Markdown file under docs/', () => {
    const all = readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' });
    const markdown = all.filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`);
    expect(markdown.map((name) => relative(ROOT, join(ROOT, name))).sort()).toEqual(
      DOCS.slice(1).sort(),
    );
  });
});
