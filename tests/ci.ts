/**
 * CI (`.ci/run` sets CI=true) runs every property test and long simulation in full; a local
 * `npm test` runs a sample of each, to stay under a minute (docs/testing.md).
 */
const FULL = process.env.CI === 'true';

/** A property test's run count: `full` in CI, a tenth of it (at least 10) elsewhere. */
export function runs(full: number): number {
  return FULL ? full : Math.max(10, Math.round(full / 10));
}

/** How long a sync simulation proves the quotas for: a year in CI, a month elsewhere. */
export const SIMULATED_SPAN = FULL ? { days: 365, name: 'a year' } : { days: 30, name: 'a month' };
