/**
 * The "needs a newer compiler" rule for compilers older than the version a set states (GHC 9.0
 * for GHC 9.10 samples, Go 1.19 for Go 1.24 ones). A failed topic counts there only when EVERY
 * error the compiler reports is explained by a feature that a table dates to a release newer
 * than the installed one: a language extension, a library function or package, a syntax. One
 * unexplained error, or a feature the installed compiler already has, makes it a failure.
 * Tables, never topic names: a new topic is judged by what its code uses.
 */
import { versionRank, type JobOutcome } from '../processes';
import type { Problem } from '../topicFiles';

/** A feature and the first release that has it: `{ feature: 'GHC2024', since: '9.10' }`. */
export type Feature = { feature: string; since: string };

/** What a problem's message (and the topic file it points into) shows the code uses, if dated. */
export type Explain = (problem: Problem) => Feature | null;

/** The installed compiler, for the rule and for the report: `{ name: 'GHC', version: '9.0.2' }`. */
export type Installed = { name: string; version: string };

/** Whether a feature is newer than the installed release (9.10 > 9.0.2; 9.0 is not > 9.0.2). */
export function isNewer(since: string, installed: string): boolean {
  return versionRank(since) > versionRank(installed);
}

/**
 * A failed outcome whose every problem is a newer feature becomes "needs a newer compiler";
 * each explained message says which feature and release. Any other failure stays a failure.
 */
export function classifyNewer(
  outcome: JobOutcome,
  explain: Explain,
  installed: Installed,
): JobOutcome {
  if (outcome.status !== 'failed' || outcome.problems.length === 0) return outcome;
  const features = outcome.problems.map((problem) => {
    const found = explain(problem);
    return found && isNewer(found.since, installed.version) ? found : null;
  });
  // Explained problems say so even in a failure, so the unexplained one stands out.
  const problems = outcome.problems.map((problem, index) => {
    const found = features[index];
    if (!found) return problem;
    const needs = `${found.feature} needs ${installed.name} ${found.since}`;
    return { ...problem, message: `${needs} (${installed.version} here): ${problem.message}` };
  });
  const newer = features.every((found) => found !== null);
  return { status: newer ? 'newer-compiler' : 'failed', problems };
}

/** Looks a name up in a table of first releases. */
export function dated(table: Readonly<Record<string, string>>, name: string, feature: string) {
  const since = Object.hasOwn(table, name) ? table[name] : undefined;
  return since === undefined ? null : { feature, since };
}
