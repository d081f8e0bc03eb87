/**
 * The compilers behind `npm run content:compile`: where each is found on this machine and how
 * it checks a topic's files. A language with no compiler here says why; that is never a failure.
 */
import { existsSync, readdirSync, realpathSync } from 'node:fs';
import { devNull } from 'node:os';
import { join } from 'node:path';
import type { LanguageKey } from '@/data/languages';
import {
  fileNamed,
  mergeOutcomes,
  onPath,
  outcomeOf,
  perTopic,
  PROJECT_ROOT,
  run,
  versionOf,
  versionRank,
  type Detection,
  type Job,
  type JobOutcome,
} from './processes';
import { findTsc } from './tsc';
import { findGo } from './compilers/go';
import { findHaskell } from './compilers/haskell';
import { findWasm } from './compilers/wasm';
import {
  CPP_LIBRARY_HEADERS,
  cppStandard,
  hasRustMain,
  includeDirs,
  missingStandardHeader,
} from './topicFiles';

// ---- Rust ----

/** rustc on PATH; every topic is checked with the 2024 edition the set states. */
async function findRust(): Promise<Detection> {
  const rustc = onPath('rustc');
  if (!rustc) return { missing: 'no rustc on PATH' };
  const label = (await versionOf(rustc)).split(' (')[0]!;
  return {
    label: `${label} --edition 2024`,
    compile: (_root, jobs, limit) => perTopic(jobs, limit, (job) => compileRust(rustc, job)),
  };
}

/** Checks a topic's crate root: a program when it has `fn main`, else a library. */
async function compileRust(rustc: string, job: Job): Promise<JobOutcome> {
  const named = job.files.filter((file) => file.name === 'main.rs' || file.name === 'lib.rs');
  const roots = named.length > 0 ? named : job.files.filter((file) => file.name.endsWith('.rs'));
  const outcomes: JobOutcome[] = [];
  for (const file of roots) {
    const crateType = hasRustMain(file.text) ? 'bin' : 'lib';
    const args = [
      '--edition=2024',
      `--crate-type=${crateType}`,
      '--crate-name=snippet',
      '--emit=metadata',
      '--error-format=short',
      '-A',
      'warnings',
      '--out-dir',
      'out',
      file.name,
    ];
    outcomes.push(outcomeOf(job, await run(rustc, args, job.dir), fileNamed(job)));
  }
  return mergeOutcomes(outcomes);
}

// ---- C++ ----

/**
 * g++ on PATH; C++20, or C++23 for a topic that says so. A topic that requires nlohmann/json
 * or GoogleTest compiles too when g++ finds the library's header (Debian: nlohmann-json3-dev,
 * libgtest-dev); -fsyntax-only needs no library to link.
 */
async function findCpp(): Promise<Detection> {
  const gxx = onPath('g++');
  if (!gxx) return { missing: 'no g++ on PATH' };
  const version = (await versionOf(gxx, '-dumpfullversion')).trim();
  const dirs = includeDirs(
    (await run(gxx, ['-x', 'c++', '-E', '-v', devNull], PROJECT_ROOT)).output,
  );
  const libraries = Object.entries(CPP_LIBRARY_HEADERS)
    .filter(([, header]) => dirs.some((dir) => existsSync(join(dir, header))))
    .map(([name]) => name);
  return {
    label: `g++ ${version}${libraries.length > 0 ? ` + ${libraries.join(', ')}` : ''}`,
    hasLibrary: (name) => libraries.includes(name),
    compile: (_root, jobs, limit) => perTopic(jobs, limit, (job) => compileCpp(gxx, version, job)),
  };
}

/**
 * Checks each .cpp of a topic (its headers come through #include). A standard header this g++
 * lacks (<print> before GCC 14) makes the topic "needs a newer compiler", not a failure.
 */
async function compileCpp(gxx: string, version: string, job: Job): Promise<JobOutcome> {
  const standard = cppStandard(job.lines);
  const sources = job.files.filter((file) => /\.(?:cpp|cc|cxx)$/.test(file.name));
  const outcomes: JobOutcome[] = [];
  for (const file of sources.length > 0 ? sources : job.files) {
    const language = sources.length > 0 ? [] : ['-x', 'c++'];
    // -pedantic-errors: ISO C++ only, no GNU extensions (variable-length arrays and the like).
    const args = [`-std=${standard}`, '-fsyntax-only', '-pedantic-errors', '-I.'];
    const plain = ['-fdiagnostics-plain-output', ...language, file.name];
    const result = await run(gxx, [...args, ...plain], job.dir);
    const outcome = outcomeOf(job, result, fileNamed(job));
    const headers = outcome.problems.map((problem) => missingStandardHeader(problem.message));
    if (outcome.status === 'failed' && headers.every((header) => header !== null)) {
      const problems = outcome.problems.map((problem, index) => ({
        ...problem,
        message: `<${headers[index]!}> is not in g++ ${version} (-std=${standard})`,
      }));
      outcomes.push({ status: 'newer-compiler', problems });
    } else {
      outcomes.push(outcome);
    }
  }
  return mergeOutcomes(outcomes);
}

// ---- Java ----

const JVM_DIR = '/usr/lib/jvm';
const JAVA_RELEASE = 25;

/** The newest javac ≥ 25 under /usr/lib/jvm (the default javac may be older). */
async function findJava(): Promise<Detection> {
  const candidates = existsSync(JVM_DIR)
    ? [
        ...new Set(
          readdirSync(JVM_DIR)
            .map((name) => join(JVM_DIR, name, 'bin/javac'))
            .filter((path) => existsSync(path))
            .map((path) => realpathSync(path)),
        ),
      ]
    : [];
  const found = await Promise.all(
    candidates.map(async (javac) => ({
      javac,
      version: (await versionOf(javac, '-version')).replace('javac ', ''),
    })),
  );
  const best = found
    .filter(({ version }) => parseInt(version, 10) >= JAVA_RELEASE)
    .sort((a, b) => versionRank(b.version) - versionRank(a.version))[0];
  if (!best) return { missing: `no javac ${JAVA_RELEASE} or newer under ${JVM_DIR}` };
  return {
    label: `javac ${best.version} --release ${JAVA_RELEASE}`,
    compile: (_root, jobs, limit) => perTopic(jobs, limit, (job) => compileJava(best.javac, job)),
  };
}

/**
 * javac's arguments for a topic's .java files, classes into the topic's own out folder. Only a
 * topic whose comment tells the reader it needs `--enable-preview` (structured concurrency, a
 * preview in 25) gets the flag, so a preview API cannot slip into any other topic.
 */
export function javacArgs(files: readonly string[], lines: readonly string[]): string[] {
  const preview = lines.some((line) => /^\s*\/\/.*--enable-preview\b/.test(line));
  const release = ['--release', String(JAVA_RELEASE), ...(preview ? ['--enable-preview'] : [])];
  return [...release, '-encoding', 'UTF-8', '-d', 'out', ...files];
}

/** Compiles a topic's .java files together. */
async function compileJava(javac: string, job: Job): Promise<JobOutcome> {
  const files = job.files.filter((file) => file.name.endsWith('.java')).map((file) => file.name);
  return outcomeOf(job, await run(javac, javacArgs(files, job.lines), job.dir), fileNamed(job));
}

// ---- languages with no compiler wired in ----

/** A language whose compiler is not wired in: says whether this machine has one. */
function notWiredIn(...commands: string[]): () => Promise<Detection> {
  return () => {
    const found = commands.find((command) => onPath(command));
    return Promise.resolve({
      missing: found ? `${found} found, not wired in` : `no ${commands.join(' or ')} on PATH`,
    });
  };
}

const FINDERS = {
  javascript: findTsc,
  typescript: findTsc,
  react: findTsc,
  'react-typescript': findTsc,
  python: () => findWasm('python'),
  go: findGo,
  java: findJava,
  csharp: notWiredIn('dotnet'),
  rust: findRust,
  cpp: findCpp,
  kotlin: notWiredIn('kotlinc'),
  swift: notWiredIn('swiftc'),
  // Debian's PHP 8.2 and Ruby 3.1 are older than the sets: WebAssembly builds run them.
  php: () => findWasm('php'),
  ruby: () => findWasm('ruby'),
  scala: notWiredIn('scala-cli', 'scalac'),
  haskell: findHaskell,
} satisfies Record<LanguageKey, () => Promise<Detection>>;

/** The compiler this machine has for a language, or why it has none. */
export function findToolchain(languageKey: LanguageKey): Promise<Detection> {
  return FINDERS[languageKey]();
}
