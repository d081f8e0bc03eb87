/** The most the toolbar icon's badge shows as a number; more reads "99+". */
const BADGE_MAX = 99;

/** How often an open page counts again, so cards falling due while it stays open show. */
export const BADGE_REFRESH_MS = 60 * 60 * 1000;

/** The badge's text for `count` cards due: blank at zero (no "0" on the icon), "99+" above 99. */
export function badgeText(count: number): string {
  if (!Number.isFinite(count) || count < 1) return '';
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/**
 * How many cards of the schedule, in every language, are due at `now`. A card whose key is
 * in `gone` (a deleted own snippet's) is not counted: it can no longer be drilled.
 */
export function dueCardCount(
  schedule: ReadonlyMap<string, { card: { due: Date } }>,
  now: number,
  gone: ReadonlySet<string> = new Set(),
): number {
  let due = 0;
  for (const [key, { card }] of schedule) {
    if (!gone.has(key) && card.due.getTime() <= now) due += 1;
  }
  return due;
}
