/**
 * The run check for Python, PHP and Ruby (docs/snippets.md, "What is run"): each topic runs
 * in a WebAssembly build of its language (Pyodide, php-wasm 8.5, ruby.wasm 4.0) in a child
 * process (wasmChild.ts), and every output comment is compared with what its line printed
 * (outputRule.ts). A topic that needs what the build lacks (threads, processes, sockets) is
 * "can't run here", named with the reason; one that needs a newer release is "needs a newer
 * compiler" by the dated rule (newer.ts).
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Detection, Job, JobOutcome, Limit } from '../processes';
import { PROJECT_ROOT } from '../processes';
import { toProblem, type Problem, type SourceFile } from '../topicFiles';
import { classifyNewer, type Explain, type Installed } from './newer';
import { compareOutputs, type RunLanguage } from './outputRule';
import { pythonExplainer } from './pythonRule';
import {
  entryOf,
  lackedFeature,
  newerPythonName,
  printedBy,
  type RunRecord,
  type RunTopic,
} from './wasmRule';

const CHILD = fileURLToPath(new URL('./wasmChild.ts', import.meta.url));
// A topic runs in well under a second; loading a runtime takes a few. A V8 crash in Ruby's
// build sometimes hangs the child instead of ending it.
const TOPIC_TIMEOUT_MS = 20_000;

/** The package each language runs in, and the release it runs (for the newer rule). */
const RUNTIMES = {
  python: { pkg: 'pyodide', release: (v: string) => `3.${parseInt(v, 10) - 300}`, name: 'Python' },
  php: { pkg: '@php-wasm/node-8-5', release: () => '8.5', name: 'PHP' },
  ruby: { pkg: '@ruby/4.0-wasm-wasi', release: () => '4.0', name: 'Ruby' },
} satisfies Record<RunLanguage, { pkg: string; release: (v: string) => string; name: string }>;

/** How often a topic runs before a crash fails it: Ruby's WASI build crashes V8 at random. */
const TRIES: Record<RunLanguage, number> = { python: 1, php: 1, ruby: 5 };

/** Ruby's WASI build crashes V8 (Node 20) after a few VMs in one process: one topic each. */
const TOPICS_PER_CHILD: Record<RunLanguage, number> = { python: 1000, php: 1000, ruby: 6 };

/** The runtime of a language, from its installed package, or why there is none. */
export function findWasm(language: RunLanguage): Promise<Detection> {
  const { pkg, release, name } = RUNTIMES[language];
  let version: string;
  try {
    const manifest = join(PROJECT_ROOT, 'node_modules', pkg, 'package.json');
    version = (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  } catch {
    return Promise.resolve({ missing: `no ${pkg} in node_modules (npm ci)` });
  }
  const installed = { name, version: release(version) };
  return Promise.resolve({
    label: `${pkg} ${version} (${name} ${installed.version}), run`,
    compile: (_root, jobs, limit) => runAll(language, installed, jobs, limit),
  });
}

/** Runs every topic, a batch per child process, and judges each. */
async function runAll(
  language: RunLanguage,
  installed: Installed,
  jobs: readonly Job[],
  limit: Limit,
): Promise<Map<Job, JobOutcome>> {
  const outcomes = new Map<Job, JobOutcome>();
  const runnable = jobs.flatMap((job) => {
    const entry = entryOf(language, job.files, job.lines);
    if (entry) return [{ job, entry }];
    const reason = `no ${language} program to run (no main file or "run as" note)`;
    outcomes.set(job, notRun(job, reason));
    return [];
  });
  const size = TOPICS_PER_CHILD[language];
  const batches = Array.from({ length: Math.ceil(runnable.length / size) }, (_, index) =>
    runnable.slice(index * size, (index + 1) * size),
  );
  await Promise.all(
    batches.map((batch) =>
      limit(async () => {
        const topics = batch.map(({ job, entry }) => runTopic(language, job, entry));
        const records = await runChildren(language, topics);
        for (const { job } of batch) {
          const record = records.get(job.topicKey)!;
          outcomes.set(job, judge(language, installed, job, record));
        }
      }),
    ),
  );
  return outcomes;
}

/** A topic as the child runs it; PHP files get the `<?php` tag the samples leave out. */
function runTopic(language: RunLanguage, job: Job, entry: ReturnType<typeof entryOf>): RunTopic {
  const files = job.files.map(({ name, text }) => ({
    name,
    text: language === 'php' && name.endsWith('.php') ? `<?php ${text}\n` : `${text}\n`,
  }));
  return { key: job.topicKey, dir: job.dir, files, ...entry! };
}

/**
 * Runs topics in child processes until each has a record: a child that crashes or hangs
 * runs again from the topic it was on, and after TRIES such ends that topic fails.
 */
async function runChildren(
  language: RunLanguage,
  topics: readonly RunTopic[],
): Promise<Map<string, RunRecord>> {
  const records = new Map<string, RunRecord>();
  let rest = [...topics];
  let tries = 0;
  while (rest.length > 0) {
    const { done, failure } = await runChild(language, rest, records);
    rest = rest.slice(done);
    tries = done > 0 ? 1 : tries + 1;
    if (failure && rest.length > 0 && tries >= TRIES[language]) {
      records.set(rest[0]!.key, { chunks: [], errors: [['', 0, failure]] });
      rest = rest.slice(1);
      tries = 0;
    }
  }
  return records;
}

/** One child process over `topics`: how many it finished, and why it stopped if it failed. */
function runChild(
  language: RunLanguage,
  topics: readonly RunTopic[],
  records: Map<string, RunRecord>,
): Promise<{ done: number; failure?: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--no-warnings', '--import', 'tsx', CHILD], {
      cwd: PROJECT_ROOT,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let done = 0;
    let pending = '';
    let stderr = '';
    let timer = setTimeout(() => child.kill('SIGKILL'), TOPIC_TIMEOUT_MS * 2);
    child.stdout.setEncoding('utf8').on('data', (data: string) => {
      pending += data;
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        const message = JSON.parse(line) as { key?: string; record?: RunRecord };
        if (message.key && message.record) {
          records.set(message.key, message.record);
          done += 1;
        }
        clearTimeout(timer);
        timer = setTimeout(() => child.kill('SIGKILL'), TOPIC_TIMEOUT_MS);
      }
    });
    child.stderr.setEncoding('utf8').on('data', (data: string) => (stderr += data));
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (done === topics.length) resolve({ done });
      else {
        const said = stderr.trim().split('\n').slice(0, 3).join(' / ');
        const how = signal === 'SIGKILL' ? 'timed out' : `crashed (${signal ?? code})`;
        resolve({ done, failure: `the ${language} runtime ${how}: ${said}` });
      }
    });
    child.stdin.end(JSON.stringify({ language, topics }));
  });
}

/** A topic that cannot run here, and why. */
function notRun(job: Job, reason: string, file = job.files[0]!, line = 0): JobOutcome {
  return { status: 'not-run', problems: [toProblem(file, line, reason)] };
}

/** A topic's outcome from its run: an error (lacking, newer or failed), else its outputs. */
function judge(
  language: RunLanguage,
  installed: Installed,
  job: Job,
  record: RunRecord,
): JobOutcome {
  const fileOf = (name: string): SourceFile =>
    job.files.find((f) => f.name === name) ?? job.files[0]!;
  const problems: Problem[] = record.errors.map(([name, line, message]) =>
    toProblem(fileOf(name), line, `error: ${message}`),
  );
  // The first error decides: what follows a missing feature (a false body, say) is its echo.
  const lacked = problems[0] && lackedFeature(problems[0].message);
  if (lacked) {
    const { pkg } = RUNTIMES[language];
    const message = `needs ${lacked}, which ${pkg} lacks: ${problems[0]!.message}`;
    return { status: 'not-run', problems: [{ ...problems[0]!, message }] };
  }
  for (const file of job.files.filter((one) => one.name.endsWith(`.${extension(language)}`))) {
    for (const mismatch of compareOutputs(language, file.text, printedBy(record, file.name))) {
      const message = `comment says "${mismatch.claim}", printed "${mismatch.printed}"`;
      problems.push(toProblem(file, mismatch.line, message));
    }
  }
  if (problems.length === 0) return { status: 'ran', problems: [] };
  const outcome: JobOutcome = { status: 'failed', problems };
  return classifyNewer(outcome, explainer(language, job.files), installed);
}

function extension(language: RunLanguage): string {
  return { python: 'py', php: 'php', ruby: 'rb' }[language];
}

/** The dated rule of a language: Python's syntax and names; PHP's and Ruby's sets run as is. */
function explainer(language: RunLanguage, files: readonly SourceFile[]): Explain {
  if (language !== 'python') return () => null;
  const syntax = pythonExplainer(files);
  return (problem) => syntax(problem) ?? newerPythonName(problem.message);
}
