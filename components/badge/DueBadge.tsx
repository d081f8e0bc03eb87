import { useEffect, useMemo, useState } from 'react';
import { dueBadgePreference } from '@/adapters/pagePreferences';
import { setToolbarBadge } from '@/adapters/toolbarBadge';
import { useProgress } from '@/components/providers/ProgressProvider';
import { usePreference } from '@/hooks/usePreference';
import { BADGE_REFRESH_MS, badgeText, dueCardCount } from '@/utils/progress/dueBadge';
import { cardKey } from '@/utils/progress/attempt';

/**
 * Keeps the toolbar icon's badge at the number of cards due now in every language. Each
 * page counts from the schedule it holds, which changes when the log is first read (the page
 * opens), when a drill finishes and when sync merges; a page left open counts again hourly.
 * Blank when the switch **Show due count on the icon** is off. Draws nothing.
 */
export function DueBadge() {
  const { schedule, snippets } = useProgress();
  const show = usePreference(dueBadgePreference());
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), BADGE_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const gone = useMemo(
    () =>
      new Set(
        (snippets ?? [])
          .filter((snippet) => snippet.deletedAt !== undefined)
          .map((snippet) => cardKey(snippet.language, snippet.key)),
      ),
    [snippets],
  );
  // Until the log is read (or when it cannot be) the badge keeps what it shows.
  const text = !show ? '' : schedule ? badgeText(dueCardCount(schedule, now, gone)) : null;
  useEffect(() => {
    if (text !== null) setToolbarBadge(text);
  }, [text]);
  return null;
}
