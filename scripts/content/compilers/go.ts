/**
 * Go in `npm run content:compile`: go 1.19 or newer on PATH builds each topic as its own
 * module (`go build ./...`, and `go test -run '^$'` to compile its tests, without vet), offline:
 * a library a topic `requires` comes from Debian's Go sources. Errors a newer Go would not make
 * are "needs a newer compiler" by the rule in newer.ts, with the tables in goRule.ts.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  fileNamed,
  mergeOutcomes,
  onPath,
  outcomeOf,
  perTopic,
  run,
  versionRank,
  type Detection,
  type Job,
  type JobOutcome,
} from '../processes';
import { goExplainer, goMod, goModulePath, parseGoDiagnostics } from './goRule';
import { classifyNewer, type Installed } from './newer';

const OLDEST_GO = '1.19';
/** The release data/snippets/go.ts states (`// Go 1.27`): each topic's go.mod says it. */
const SET_GO = '1.27';
/** Where Debian's golang-*-dev packages put module sources (golang.org/x/sync, …). */
const DEBIAN_GO_SOURCES = '/usr/share/gocode/src';

// Offline and local: no module proxy, no toolchain download, no workspace, no checksum db.
const GO_ENV = {
  GO111MODULE: 'on',
  GOFLAGS: '-mod=mod',
  GOPROXY: 'off',
  GOSUMDB: 'off',
  GOTOOLCHAIN: 'local',
  GOWORK: 'off',
};

/** A library's source folder, when Debian's package for it is installed. */
function librarySource(path: string): string | null {
  const dir = join(DEBIAN_GO_SOURCES, path);
  return existsSync(join(dir, 'go.mod')) ? dir : null;
}

/** go ≥ 1.19 on PATH. */
export async function findGo(): Promise<Detection> {
  const go = onPath('go');
  if (!go) return { missing: 'no go on PATH' };
  const { output } = await run(go, ['env', 'GOVERSION'], dirname(go), GO_ENV);
  const version = output.trim().replace(/^go/, '');
  if (versionRank(version) < versionRank(OLDEST_GO)) {
    return { missing: `go ${version} is older than ${OLDEST_GO}` };
  }
  const [major = '1', minor = '0'] = version.split('.');
  const own = `${major}.${minor}`;
  const goLine = versionRank(own) < versionRank(SET_GO) ? own : SET_GO;
  const installed = { name: 'Go', version };
  return {
    label: `go ${version} build`,
    hasLibrary: (name) => librarySource(name) !== null,
    compile: (_root, jobs, limit) =>
      perTopic(jobs, limit, (job) => compileGo(go, installed, goLine, job)),
  };
}

/** Builds a topic's module, then compiles its tests if it has any. */
async function compileGo(
  go: string,
  installed: Installed,
  goLine: string,
  job: Job,
): Promise<JobOutcome> {
  const libraries = (job.requires ?? []).map((path) => ({ path, dir: librarySource(path)! }));
  const module = goModulePath(job.lines, job.topicKey);
  writeFileSync(join(job.dir, 'go.mod'), goMod(module, goLine, libraries));
  const check = async (args: string[]) => {
    const result = await run(go, args, job.dir, GO_ENV);
    const outcome = outcomeOf(job, result, fileNamed(job), parseGoDiagnostics);
    return classifyNewer(outcome, goExplainer, installed);
  };
  const built = await check(['build', '-o', '/dev/null', './...']);
  if (built.status !== 'compiled' || !job.files.some((file) => file.name.endsWith('_test.go'))) {
    return built;
  }
  const tested = await check(['test', '-vet=off', '-count=1', '-run', '^$', './...']);
  return mergeOutcomes([built, tested]);
}
