/**
 * `npm run content:compile [-- rust cpp …]`: compiles every topic with the compiler this
 * machine has (README "Snippets"); a topic that `requires` a library only where that compiler
 * has it (GHC's global package db, Debian's Go sources, the nlohmann/json and GoogleTest
 * headers for C++). Each topic is written to a temp
 * folder as its own file(s), split at `// ---- name.ext ----` markers. Python, PHP and Ruby
 * topics are run in WebAssembly builds and their output comments checked (compilers/wasm.ts).
 * Prints a table per language (compiled / ran, output checked / needs a library / no
 * compiler here / can't run here / needs a newer compiler / failed), then each topic that
 * needs a newer release or can't run here, and each failure; exits 1 on any failure. A
 * missing compiler is reported, never a failure.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { asLanguageKey, LANGUAGES, type LanguageKey } from '@/data/languages';
import type { SnippetGroup } from '@/data/types';
import { findToolchain } from './compilers';
import {
  createLimit,
  lacksLibrary,
  type Detection,
  type Job,
  type JobOutcome,
  type Toolchain,
} from './processes';
import { readLanguageSnippets } from './sources';
import {
  problemLines,
  splitTopic,
  summaryTable,
  type LanguageResult,
  type TopicResult,
} from './topicFiles';

type Prepared = { key: LanguageKey; name: string; topics: SnippetGroup[]; detection: Detection };

/** The languages named on the command line (all when none); exits on an unknown key. */
function selectedLanguages(args: readonly string[]): (typeof LANGUAGES)[number][] {
  const unknown = args.filter((arg) => asLanguageKey(arg) === null);
  if (unknown.length > 0) {
    console.error(`Unknown language key(s): ${unknown.join(', ')}`);
    process.exit(2);
  }
  return LANGUAGES.filter(({ key }) => args.length === 0 || args.includes(key));
}

/** Writes a topic's files under root/<language>/<topic>/ and returns the job. */
function writeJob(root: string, key: LanguageKey, topic: SnippetGroup): Job {
  const dir = join(root, key, topic.key);
  const files = splitTopic(key, topic.snippets);
  for (const file of files) {
    mkdirSync(dirname(join(dir, file.name)), { recursive: true });
    writeFileSync(join(dir, file.name), `${file.text}\n`);
  }
  const { snippets: lines, requires } = topic;
  return { languageKey: key, topicKey: topic.key, dir, files, lines, requires };
}

/** Runs each toolchain once over the jobs of every language that uses it. */
async function compileAll(
  root: string,
  jobsByToolchain: Map<Toolchain, Job[]>,
): Promise<Map<Job, JobOutcome>> {
  const limit = createLimit(availableParallelism());
  const results = await Promise.all(
    [...jobsByToolchain].map(([toolchain, jobs]) => toolchain.compile(root, jobs, limit)),
  );
  return new Map(results.flatMap((outcomes) => [...outcomes]));
}

/** A topic's result: what the compiler said, else a missing library or compiler. */
function topicResult(
  topic: SnippetGroup,
  job: Job | undefined,
  outcomes: Map<Job, JobOutcome>,
): TopicResult {
  const outcome = job && outcomes.get(job);
  if (outcome) return { key: topic.key, ...outcome };
  const status = topic.requires ? 'library' : 'no-compiler';
  return { key: topic.key, status, problems: [] };
}

/** Reads, writes, compiles and reports; resolves to the exit code. */
async function main(): Promise<number> {
  const languages = selectedLanguages(process.argv.slice(2));
  const prepared: Prepared[] = await Promise.all(
    languages.map(async ({ key, name }) => ({
      key,
      name,
      topics: await readLanguageSnippets(key),
      detection: await findToolchain(key),
    })),
  );
  const root = mkdtempSync(join(tmpdir(), 'content-compile-'));
  try {
    // tsc resolves react, react-dom and node types from the project's node_modules.
    const projectModules = fileURLToPath(new URL('../../node_modules', import.meta.url));
    symlinkSync(projectModules, join(root, 'node_modules'), 'dir');
    const jobsByToolchain = new Map<Toolchain, Job[]>();
    const jobsByTopic = new Map<SnippetGroup, Job>();
    for (const { key, topics, detection } of prepared) {
      if ('missing' in detection) continue;
      const jobs = jobsByToolchain.get(detection) ?? [];
      for (const topic of topics.filter((one) => !lacksLibrary(one.requires, detection))) {
        const job = writeJob(root, key, topic);
        jobs.push(job);
        jobsByTopic.set(topic, job);
      }
      jobsByToolchain.set(detection, jobs);
    }
    const outcomes = await compileAll(root, jobsByToolchain);
    const results: LanguageResult[] = prepared.map(({ key, name, topics, detection }) => ({
      key,
      name,
      tool: 'missing' in detection ? `none: ${detection.missing}` : detection.label,
      topics: topics.map((topic) => topicResult(topic, jobsByTopic.get(topic), outcomes)),
    }));
    console.log(summaryTable(results));
    const newer = problemLines(results, 'newer-compiler');
    if (newer.length > 0)
      console.log(`\nNeeds a newer compiler or runtime (not a failure):\n${newer.join('\n')}`);
    const notRun = problemLines(results, 'not-run');
    if (notRun.length > 0) console.log(`\nCan't run here (not a failure):\n${notRun.join('\n')}`);
    const failures = problemLines(results, 'failed');
    if (failures.length > 0) console.log(`\nFailures:\n${failures.join('\n')}`);
    return failures.length > 0 ? 1 : 0;
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

process.exitCode = await main();
