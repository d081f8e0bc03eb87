/**
 * The JavaScript family in the compile check: the project's own tsc, one program for the
 * JavaScript sets (JS, JSX) and one for the TypeScript sets (TS, TSX).
 */
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LanguageKey } from '@/data/languages';
import {
  PROJECT_ROOT,
  run,
  type Detection,
  type Job,
  type JobOutcome,
  type Limit,
} from './processes';
import { parseDiagnostics, toProblem } from './topicFiles';

const TSC = join(PROJECT_ROOT, 'node_modules/typescript/bin/tsc');

/**
 * The tsc options for the JavaScript family: strict TypeScript, and for JavaScript (JS and
 * JSX) strict minus the three checks only type annotations, `!` or casts can answer, which
 * plain JavaScript does not have: implicit any, null checks, `unknown` catch variables.
 */
export function tscOptions(es2025Known: boolean, javascript: boolean): Record<string, unknown> {
  return {
    strict: true,
    ...(javascript && {
      noImplicitAny: false,
      strictNullChecks: false,
      useUnknownInCatchVariables: false,
    }),
    noEmit: true,
    skipLibCheck: true,
    target: 'ES2024',
    lib: [es2025Known ? 'ES2025' : 'ESNext', 'DOM', 'DOM.Iterable'],
    module: 'preserve',
    moduleResolution: 'bundler',
    jsx: 'react-jsx',
    allowJs: true,
    checkJs: true,
    moduleDetection: 'force',
    allowImportingTsExtensions: true,
    types: ['react', 'react-dom', 'node'],
  };
}

/** The languages whose files are JavaScript (checked with `tscOptions(…, true)`). */
const JAVASCRIPT_LANGUAGES: ReadonlySet<LanguageKey> = new Set(['javascript', 'react']);

let tscToolchain: Promise<Detection> | undefined;

/** The project's own TypeScript, shared by the four JavaScript-family languages. */
export function findTsc(): Promise<Detection> {
  tscToolchain ??= Promise.resolve().then(() => {
    if (!existsSync(TSC)) return { missing: 'node_modules/typescript is not installed' };
    const { version } = JSON.parse(
      readFileSync(join(PROJECT_ROOT, 'node_modules/typescript/package.json'), 'utf8'),
    ) as { version: string };
    const es2025Known = existsSync(
      join(PROJECT_ROOT, 'node_modules/typescript/lib/lib.es2025.d.ts'),
    );
    return {
      label: `tsc ${version}${es2025Known ? '' : ' (ESNext lib)'}`,
      compile: async (root, jobs, limit) => {
        const [javascript, typescript] = await Promise.all(
          [true, false].map((isJavaScript) =>
            compileWithTsc(
              root,
              jobs.filter((job) => JAVASCRIPT_LANGUAGES.has(job.languageKey) === isJavaScript),
              limit,
              tscOptions(es2025Known, isJavaScript),
            ),
          ),
        );
        return new Map([...javascript!, ...typescript!]);
      },
    };
  });
  return tscToolchain;
}

/** Checks many topics in one tsc program; each topic is its own folder of modules. */
async function compileWithTsc(
  root: string,
  jobs: readonly Job[],
  limit: Limit,
  compilerOptions: Record<string, unknown>,
): Promise<Map<Job, JobOutcome>> {
  if (jobs.length === 0) return new Map();
  const files = jobs.flatMap((job) => job.files.map((file) => join(job.dir, file.name)));
  const configName = `tsconfig.${jobs[0]!.languageKey}.json`;
  await writeFile(join(root, configName), JSON.stringify({ compilerOptions, files }, null, 2));
  const result = await limit(() =>
    run(process.execPath, [TSC, '-p', configName, '--pretty', 'false'], root),
  );
  const diagnostics = parseDiagnostics(result.output);
  const outcomes = new Map<Job, JobOutcome>();
  for (const job of jobs) {
    const prefix = `${job.languageKey}/${job.topicKey}/`;
    const problems = diagnostics.flatMap((diagnostic) => {
      const file = job.files.find((candidate) => `${prefix}${candidate.name}` === diagnostic.path);
      return file ? [toProblem(file, diagnostic.line, diagnostic.message)] : [];
    });
    outcomes.set(job, { status: problems.length > 0 ? 'failed' : 'compiled', problems });
  }
  const placed = jobs.map((job) => `${job.languageKey}/${job.topicKey}/`);
  const stray = diagnostics.filter((d) => !placed.some((prefix) => d.path.startsWith(prefix)));
  if (stray.length > 0 || (result.code !== 0 && diagnostics.length === 0)) {
    throw new Error(`tsc failed outside the snippets:\n${result.output}`);
  }
  return outcomes;
}
