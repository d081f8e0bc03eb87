/**
 * The process side of the compile check: topics as jobs, a concurrency limit, running a
 * compiler and turning its output into a topic's outcome.
 */
import { execFile } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LanguageKey } from '@/data/languages';
import {
  parseDiagnostics,
  toProblem,
  type Diagnostic,
  type Problem,
  type SourceFile,
} from './topicFiles';

/**
 * One topic written to disk: `dir` holds its files; `lines` are the topic's own; `requires`
 * the libraries it names (compiled only where the toolchain has them all).
 */
export type Job = {
  languageKey: LanguageKey;
  topicKey: string;
  dir: string;
  files: SourceFile[];
  lines: readonly string[];
  requires?: readonly string[];
};

/** What a compiler (or a run: "ran", "not-run") made of one topic. */
export type JobOutcome = {
  status: 'compiled' | 'ran' | 'failed' | 'newer-compiler' | 'not-run';
  problems: Problem[];
};

/** Runs at most a fixed number of tasks at once. */
export type Limit = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A compiler found on this machine; the four JavaScript-family languages share one.
 * `hasLibrary` says whether it can compile against a library a topic `requires` (GHC's global
 * package db, Debian's Go sources); without it every such topic "needs a library".
 */
export type Toolchain = {
  label: string;
  compile: (root: string, jobs: readonly Job[], limit: Limit) => Promise<Map<Job, JobOutcome>>;
  hasLibrary?: (name: string) => boolean;
};

/** A toolchain, or the reason a language has none here. */
export type Detection = Toolchain | { missing: string };

/** Whether a topic names a library this machine's toolchain for it lacks. */
export function lacksLibrary(requires: readonly string[] | undefined, detection: Detection) {
  const hasLibrary = 'missing' in detection ? undefined : detection.hasLibrary;
  return (requires ?? []).some((name) => !hasLibrary?.(name));
}

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TIMEOUT_MS = 5 * 60_000;

/** A limiter that runs at most `max` tasks at once, in the order they arrive. */
export function createLimit(max: number): Limit {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active >= max) await new Promise<void>((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await task();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
}

type RunResult = { code: number; output: string };

/** Runs a command to its end; never throws for a non-zero exit (the code says it). */
export function run(
  command: string,
  args: readonly string[],
  cwd: string,
  env: Readonly<Record<string, string>> = {},
): Promise<RunResult> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      // LC_ALL=C: plain ASCII quotes in gcc's messages, the same on every machine.
      {
        cwd,
        timeout: TIMEOUT_MS,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, ...env, LC_ALL: 'C' },
      },
      (error, stdout, stderr) => {
        const output = `${stdout}${stderr}`;
        if (!error) resolve({ code: 0, output });
        else if (error.killed) resolve({ code: 1, output: `${output}\ntimed out: ${command}` });
        else
          resolve({
            code: typeof error.code === 'number' ? error.code : 1,
            output: output || error.message,
          });
      },
    );
  });
}

/** The absolute path of an executable on PATH, or null. */
export function onPath(command: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, command);
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not in this folder
    }
  }
  return null;
}

/**
 * Turns a compiler's output into a topic's outcome. `fileOf` finds the topic file a
 * diagnostic's path names; a failure with no placeable error keeps the output's first lines.
 * `parse` reads the errors (gcc style unless a compiler prints its own).
 */
export function outcomeOf(
  job: Job,
  result: RunResult,
  fileOf: (path: string) => SourceFile | undefined,
  parse: (output: string) => Diagnostic[] = parseDiagnostics,
): JobOutcome {
  const problems = parse(result.output).flatMap((diagnostic) => {
    const file = fileOf(diagnostic.path);
    return file ? [toProblem(file, diagnostic.line, diagnostic.message)] : [];
  });
  if (result.code !== 0 && problems.length === 0) {
    const first = result.output.trim().split('\n').slice(0, 3).join(' / ');
    problems.push({ file: job.files[0]!.name, fileLine: 0, line: 0, message: first });
  }
  return { status: problems.length > 0 ? 'failed' : 'compiled', problems };
}

/** The topic file a path relative to the topic's folder names. */
export function fileNamed(job: Job): (path: string) => SourceFile | undefined {
  return (path) => job.files.find((file) => file.name === path || path.endsWith(`/${file.name}`));
}

/** Runs one process per topic through the limit and collects the outcomes. */
export async function perTopic(
  jobs: readonly Job[],
  limit: Limit,
  compileOne: (job: Job) => Promise<JobOutcome>,
): Promise<Map<Job, JobOutcome>> {
  const outcomes = await Promise.all(jobs.map((job) => limit(() => compileOne(job))));
  return new Map(jobs.map((job, index) => [job, outcomes[index]!]));
}

/** The first line of a command's `--version` (or another flag's) output. */
export async function versionOf(command: string, flag = '--version'): Promise<string> {
  const { output } = await run(command, [flag], PROJECT_ROOT);
  return output.trim().split('\n')[0] ?? '';
}

/** One outcome for a topic checked file by file. */
export function mergeOutcomes(outcomes: readonly JobOutcome[]): JobOutcome {
  const problems = outcomes.flatMap((outcome) => outcome.problems);
  if (outcomes.some((outcome) => outcome.status === 'failed'))
    return { status: 'failed', problems };
  if (outcomes.some((outcome) => outcome.status === 'newer-compiler')) {
    return { status: 'newer-compiler', problems };
  }
  return { status: 'compiled', problems: [] };
}

/** A dotted version as one comparable number (3.13.0 > 3.12.9). */
export function versionRank(version: string): number {
  const [major = 0, minor = 0, patch = 0] = version.split('.').map((part) => parseInt(part, 10));
  return major * 1_000_000 + minor * 1_000 + patch;
}
