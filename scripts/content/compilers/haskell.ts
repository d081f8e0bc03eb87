/**
 * Haskell in `npm run content:compile`: GHC 9.0 or newer on PATH type-checks each topic
 * (`-fno-code`: parse, rename, type-check, no code generation) in the set's GHC2021 language,
 * against the global package db only: GHC's own libraries plus those a topic `requires`
 * (Debian's libghc-*-dev packages). Errors a newer GHC would not make are "needs a newer
 * compiler" by the rule in newer.ts, with the tables in haskellRule.ts.
 */
import { existsSync, realpathSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import {
  fileNamed,
  onPath,
  outcomeOf,
  perTopic,
  run,
  versionRank,
  type Detection,
  type Job,
  type JobOutcome,
} from '../processes';
import { ghc2021Flags, haskellExplainer, parseGhcDiagnostics } from './haskellRule';
import { classifyNewer, type Installed } from './newer';

const OLDEST_GHC = '9.0';

/**
 * The libraries a GHC installation exposes without a package manager, which the set treats as
 * Haskell's standard library; a topic that imports anything else must say so in `requires`.
 */
const GHC_LIBRARIES = [
  'array',
  'base',
  'binary',
  'bytestring',
  'containers',
  'deepseq',
  'directory',
  'exceptions',
  'filepath',
  'mtl',
  'parsec',
  'pretty',
  'process',
  'stm',
  'template-haskell',
  'text',
  'time',
  'transformers',
  'unix',
];

/** ghc-pkg beside ghc (Debian: /usr/bin/ghc-9.0.2 and ghc-pkg-9.0.2), else on PATH. */
function ghcPkgFor(ghc: string): string | null {
  const real = realpathSync(ghc);
  const beside = join(dirname(real), basename(real).replace(/^ghc/, 'ghc-pkg'));
  return existsSync(beside) ? beside : onPath('ghc-pkg');
}

/** The package names in GHC's global package db. */
async function globalPackages(ghcPkg: string): Promise<Set<string>> {
  const args = ['list', '--global', '--simple-output', '--names-only'];
  const { code, output } = await run(ghcPkg, args, dirname(ghcPkg));
  return new Set(code === 0 ? output.trim().split(/\s+/) : []);
}

/** ghc ≥ 9.0 on PATH, with the packages of its global db. */
export async function findHaskell(): Promise<Detection> {
  const ghc = onPath('ghc');
  if (!ghc) return { missing: 'no ghc on PATH' };
  const { output } = await run(ghc, ['--numeric-version'], dirname(ghc));
  const version = output.trim();
  if (versionRank(version) < versionRank(OLDEST_GHC)) {
    return { missing: `ghc ${version} is older than ${OLDEST_GHC}` };
  }
  const ghcPkg = ghcPkgFor(ghc);
  const packages = ghcPkg ? await globalPackages(ghcPkg) : new Set<string>();
  const installed = { name: 'GHC', version };
  return {
    label: `ghc ${version} -fno-code (GHC2021)`,
    hasLibrary: (name) => packages.has(name),
    compile: (_root, jobs, limit) =>
      perTopic(jobs, limit, (job) => compileHaskell(ghc, installed, packages, job)),
  };
}

/** Type-checks a topic's .hs files together: each a target, so modules find each other. */
async function compileHaskell(
  ghc: string,
  installed: Installed,
  packages: ReadonlySet<string>,
  job: Job,
): Promise<JobOutcome> {
  const exposed = [...GHC_LIBRARIES.filter((name) => packages.has(name)), ...(job.requires ?? [])];
  const args = [
    '-fno-code',
    '-fno-diagnostics-show-caret',
    '-package-env',
    '-',
    '-no-user-package-db',
    '-hide-all-packages',
    ...exposed.flatMap((name) => ['-package', name]),
    ...ghc2021Flags(versionRank(installed.version) >= versionRank('9.2')),
    '-outputdir',
    'out',
    ...job.files.filter((file) => /\.l?hs$/.test(file.name)).map((file) => file.name),
  ];
  const result = await run(ghc, args, job.dir);
  const outcome = outcomeOf(job, result, fileNamed(job), parseGhcDiagnostics);
  return classifyNewer(outcome, haskellExplainer(job.files), installed);
}
