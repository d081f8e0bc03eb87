const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

import { plural } from '@/utils/units';

/** When a review is due, as people say it: "now", "in 10 minutes", "in 3 days". */
export function reviewIn(due: number, now: number): string {
  const wait = due - now;
  if (wait <= 0) return 'now';
  if (wait < HOUR) return `in ${plural(Math.max(1, Math.round(wait / MINUTE)), 'minute')}`;
  if (wait < DAY) return `in ${plural(Math.round(wait / HOUR), 'hour')}`;
  if (wait < 60 * DAY) return `in ${plural(Math.round(wait / DAY), 'day')}`;
  return `in ${plural(Math.round(wait / (30 * DAY)), 'month')}`;
}

/** Why a new topic's first reviews come in minutes, said on its first drill. */
export const LEARNING_NOTE = 'new topics come back within the hour, then in days';

/**
 * What the Results add to a review due within the hour of the drill (a learning step): on a
 * topic's first drill why, after it only that it is still being learned; nothing otherwise.
 */
export function learningNote(due: number, drilledAt: number, firstDrill: boolean): string | null {
  if (due - drilledAt >= HOUR) return null;
  return firstDrill ? LEARNING_NOTE : 'still learning';
}
