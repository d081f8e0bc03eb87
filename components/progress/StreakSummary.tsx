import { StatList } from '@/components/drill/StatList';
import type { Streaks } from '@/utils/progress/streaks';
import { plural, whole } from '@/utils/units';

const days = (count: number) => plural(count, 'day');

/** Current and longest streak of days with a finished drill, and the drills in all. */
export function StreakSummary({ streaks, drills }: { streaks: Streaks; drills: number }) {
  return (
    <StatList
      label="Streak"
      className="progress-figures"
      entries={[
        ['Current streak', days(streaks.current)],
        ['Longest streak', days(streaks.longest)],
        ['Drills', whole(drills)],
      ]}
    />
  );
}
