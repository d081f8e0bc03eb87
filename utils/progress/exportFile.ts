import * as v from 'valibot';
import { issuePath } from '@/utils/schemaIssue';
import type { Settings } from '@/utils/preferences/settings';
import { isRealTime } from '@/utils/bounds';
import { futureField, snippetProblem } from '@/utils/snippets/schema';
import type { OwnSnippet } from '@/utils/snippets/snippet';
import { fromStored, toStored, type Attempt, type StoredAttempt } from './attempt';
import { tooLargeMessage, tooLargeToImport } from './importLimits';
import { foldLookups, type Lookup } from './lookups';
import { lookupProblem } from './lookupSchema';
import { attemptProblem } from './schema';

/**
 * The export file's format name and the version this build writes. It reads versions 1 and
 * 2 too: version 2 is the same file whose attempts carry no card (each a drill of its whole
 * topic) nor translate drills, and no lookups; version 1 that without snippets. A version 3
 * file written before lookups has none.
 */
export const EXPORT_FORMAT = 'code-recall-progress';
export const EXPORT_VERSION = 3;

/** What a progress file holds. */
type ProgressExport = {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  settings: Settings;
  attempts: StoredAttempt[];
  /** Deleted ones too, with `deletedAt`, so a deletion reaches the other browser. */
  snippets: OwnSnippet[];
  /** The lookup log (utils/progress/lookups.ts). */
  lookups: Lookup[];
};

/** The export of a log, the settings, the user's snippets and lookups, at `now`. */
export function buildExport(
  attempts: readonly Attempt[],
  settings: Settings,
  now: Date,
  snippets: readonly OwnSnippet[] = [],
  lookups: readonly Lookup[] = [],
) {
  const file: ProgressExport = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: now.toISOString(),
    settings: { ...settings },
    attempts: attempts.map(toStored),
    snippets: [...snippets],
    lookups: [...lookups],
  };
  return JSON.stringify(file);
}

/** The file name an export downloads as. */
export const exportFileName = (now: Date) =>
  `code-recall-progress-${now.toISOString().slice(0, 10)}.json`;

const header = {
  format: v.literal(EXPORT_FORMAT),
  exportedAt: v.pipe(v.string(), v.isoTimestamp()),
  settings: v.strictObject({
    scrollNavigationEnabled: v.boolean(),
    blinkingCursorEnabled: v.boolean(),
    showStatsEnabled: v.boolean(),
  }),
  attempts: v.array(v.unknown()),
};

/** Each version's fields; the records in `attempts` and `snippets` are checked one by one. */
const headerSchema = v.variant('version', [
  v.strictObject({ ...header, version: v.literal(1) }),
  v.strictObject({ ...header, version: v.literal(2), snippets: v.array(v.unknown()) }),
  v.strictObject({
    ...header,
    version: v.literal(3),
    snippets: v.array(v.unknown()),
    lookups: v.optional(v.array(v.unknown())),
  }),
]);

/** The versions this build reads. */
const READ_VERSIONS: readonly unknown[] = [1, 2, EXPORT_VERSION];

/** An import's verdict: the file's content, or why the whole file is refused. */
export type ImportResult =
  | {
      ok: true;
      settings: Settings;
      attempts: Attempt[];
      snippets: OwnSnippet[];
      /** The newest `MAX_LOOKUPS` of the file's lookups, and how many older ones were left. */
      lookups: Lookup[];
      lookupsDropped: number;
    }
  | { ok: false; message: string };

const refuse = (message: string): ImportResult => ({ ok: false, message });

/** How many records are checked between two calls of `parseImport`'s `onChecked`. */
export const CHECKED_EVERY = 1_000;

/**
 * Reads a progress file (version 1, 2 or 3) at time `now`. Anything wrong (too big, not JSON,
 * another format or version, one bad record or snippet, two records or two snippets with one
 * id, a drill finished in the future) refuses the whole file with a message naming the
 * problem and the records. `onChecked` hears how many records have been checked of how
 * many, every `CHECKED_EVERY` and at the end.
 */
export function parseImport(
  text: string,
  now: number,
  onChecked?: (checked: number, total: number) => void,
): ImportResult {
  // The page checks the file's bytes before reading it; this catches text from elsewhere.
  if (tooLargeToImport(text.length)) return refuse(tooLargeMessage(text.length));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return refuse(`The file is not JSON: ${(error as Error).message}.`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return refuse('The file is not a Code Recall progress file: it is not a JSON object.');
  }
  const { format, version } = data as Record<string, unknown>;
  if (format !== EXPORT_FORMAT) {
    return refuse(`The file is not a Code Recall progress file (format "${EXPORT_FORMAT}").`);
  }
  if (!READ_VERSIONS.includes(version)) {
    return refuse(
      `The file is progress format version ${JSON.stringify(version)}; this version of Code Recall reads versions 1, 2 and ${EXPORT_VERSION}.`,
    );
  }
  const read = v.safeParse(headerSchema, data);
  if (!read.success) {
    const issue = read.issues[0];
    return refuse(`The file's ${issuePath(issue, 'file')} is invalid: ${issue.message}.`);
  }
  const attempts = read.output.attempts;
  for (let index = 0; index < attempts.length; index += 1) {
    const problem = attemptProblem(attempts[index]);
    if (problem)
      return refuse(`Attempt ${index + 1} is invalid (${problem}); nothing was imported.`);
    if ((index + 1) % CHECKED_EVERY === 0) onChecked?.(index + 1, attempts.length);
  }
  onChecked?.(attempts.length, attempts.length);
  const stored = attempts as StoredAttempt[];
  const firstWithId = new Map<string, number>();
  for (const [index, { id, finishedAt }] of stored.entries()) {
    const earlier = firstWithId.get(id);
    if (earlier !== undefined) {
      return refuse(
        `Attempts ${earlier + 1} and ${index + 1} have the same id ("${id}"); nothing was imported.`,
      );
    }
    firstWithId.set(id, index);
    if (!isRealTime(Date.parse(finishedAt), now)) {
      return refuse(
        `Attempt ${index + 1} finished in the future (${finishedAt}); nothing was imported.`,
      );
    }
  }
  const snippets = read.output.version === 1 ? [] : read.output.snippets;
  const problem = snippetsProblem(snippets, now);
  if (problem) return refuse(`${problem}; nothing was imported.`);
  const lookups = read.output.version === 3 ? (read.output.lookups ?? []) : [];
  const lookupsWrong = lookupsProblem(lookups, now);
  if (lookupsWrong) return refuse(`${lookupsWrong}; nothing was imported.`);
  const { kept, dropped } = foldLookups(lookups as Lookup[]);
  return {
    ok: true,
    settings: read.output.settings,
    attempts: stored.map(fromStored),
    snippets: snippets as OwnSnippet[],
    lookups: kept,
    lookupsDropped: dropped,
  };
}

/** The first bad lookup of a file, or two with one id, in words; null when all are good. */
function lookupsProblem(lookups: readonly unknown[], now: number): string | null {
  const firstWithId = new Map<string, number>();
  for (const [index, lookup] of lookups.entries()) {
    const problem = lookupProblem(lookup);
    if (problem) return `Lookup ${index + 1} is invalid (${problem})`;
    const { id, at } = lookup as Lookup;
    if (!isRealTime(Date.parse(at), now)) return `Lookup ${index + 1} is in the future (${at})`;
    const earlier = firstWithId.get(id);
    if (earlier !== undefined) {
      return `Lookups ${earlier + 1} and ${index + 1} have the same id ("${id}")`;
    }
    firstWithId.set(id, index);
  }
  return null;
}

/** The first bad snippet of a file, or two with one id, in words; null when all are good. */
function snippetsProblem(snippets: readonly unknown[], now: number): string | null {
  const firstWithId = new Map<string, number>();
  for (const [index, snippet] of snippets.entries()) {
    const problem = snippetProblem(snippet);
    if (problem) return `Snippet ${index + 1} is invalid (${problem})`;
    const future = futureField(snippet as OwnSnippet, now);
    if (future) return `Snippet ${index + 1} was ${future} in the future`;
    const { id } = snippet as OwnSnippet;
    const earlier = firstWithId.get(id);
    if (earlier !== undefined) {
      return `Snippets ${earlier + 1} and ${index + 1} have the same id ("${id}")`;
    }
    firstWithId.set(id, index);
  }
  return null;
}
