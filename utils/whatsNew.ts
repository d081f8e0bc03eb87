/** The `storage.local` key that holds the version whose What's new card waits to be seen. */
export const WHATS_NEW_KEY = 'code-recall-whats-new';

/** How many of a release's points the What's new card shows: its first three. */
export const RELEASE_LINES = 3;

/** A version as the manifest writes it: one to four whole numbers joined by dots. */
const VERSION = /^\d{1,9}(?:\.\d{1,9}){0,3}$/;

/** A version's numbers (missing parts are 0), or null for text that is not a version. */
function versionParts(version: string): number[] | null {
  if (!VERSION.test(version)) return null;
  const parts = version.split('.').map(Number);
  while (parts.length < 4) parts.push(0);
  return parts;
}

/**
 * Whether an update from `previous` to `current` raises the major or the minor version
 * (0.1.3 to 0.2.0, 1.4.0 to 2.0.0): a release with something new to tell. A patch, a
 * reload of the same version, a downgrade or text that is not a version tells nothing.
 */
export function isFeatureUpdate(previous: string, current: string): boolean {
  const [from, to] = [versionParts(previous), versionParts(current)];
  if (!from || !to) return false;
  if (to[0]! !== from[0]!) return to[0]! > from[0]!;
  return to[1]! > from[1]!;
}

/** What `runtime.onInstalled` tells of an update. */
export type UpdateDetails = { reason: string; previousVersion?: string };

/**
 * The version whose What's new card to show after `runtime.onInstalled`, or null: on an
 * update that raises the major or minor version, the version updated to.
 */
export function releaseToAnnounce(details: UpdateDetails, current: string): string | null {
  if (details.reason !== 'update' || details.previousVersion === undefined) return null;
  return isFeatureUpdate(details.previousVersion, current) ? current : null;
}

/** The version `storage.local` holds for the card, or null for nothing or anything else. */
export function parsePendingRelease(stored: unknown): string | null {
  return typeof stored === 'string' && VERSION.test(stored) ? stored : null;
}

/**
 * A release's first three points in `changelog` (CHANGELOG.md): the `- ` items under the
 * heading `## <version>` (text may follow the version, after a space), an item's indented
 * lines joined to it. Null when the changelog has no such release or it lists no point,
 * so text of any shape gives a card or none, never an error.
 */
export function releaseNotes(changelog: string, version: string): string[] | null {
  const lines = changelog.split(/\r?\n/);
  const start = lines.findIndex((line) => {
    const heading = /^##\s+(\S+)/.exec(line);
    return heading !== null && heading[1] === version;
  });
  if (start < 0) return null;
  const points: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,2}\s/.test(line)) break;
    const item = /^[-*]\s+(.*)$/.exec(line);
    if (item) points.push(item[1]!.trim());
    else if (/^\s+\S/.test(line) && points.length > 0) {
      points.push(`${points.pop()!} ${line.trim()}`);
    }
  }
  return points.length > 0 ? points.slice(0, RELEASE_LINES) : null;
}
