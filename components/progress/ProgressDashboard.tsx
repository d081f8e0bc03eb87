import { useMemo } from 'react';
import { languageOf } from '@/data/languages';
import { dailySeries, speedSeries } from '@/utils/progress/aggregates';
import type { Attempt } from '@/utils/progress/attempt';
import type { TopicCard } from '@/utils/progress/schedule';
import { ALL_LANGUAGES, inScope, type ProgressScope } from '@/utils/progress/scope';
import { dayFormatter, streaks } from '@/utils/progress/streaks';
import { SectionErrorBoundary } from '@/components/SectionErrorBoundary';
import { LanguagesTable } from './LanguagesTable';
import { DrillCalendar } from './DrillCalendar';
import { SpeedOverTime } from './SpeedOverTime';
import { StreakSummary } from './StreakSummary';
import { TopicsTable } from './TopicsTable';
import { WeakSpots } from './WeakSpots';

type ProgressDashboardProps = {
  attempts: readonly Attempt[];
  schedule: ReadonlyMap<string, TopicCard>;
  scope: ProgressScope;
  onScope: (scope: ProgressScope) => void;
  now: number;
  timeZone: string;
};

/**
 * What the log says. Streaks and the calendar count every drill (a day practised is a day
 * practised, in any language); the speed chart, the topics and the weak spots follow the scope.
 */
export function ProgressDashboard(props: ProgressDashboardProps) {
  const { attempts, schedule, scope, onScope, now, timeZone } = props;
  const whole = useMemo(() => {
    // One pass over the log: each attempt's day is worked out once.
    const series = dailySeries(attempts, timeZone);
    const today = dayFormatter(timeZone)(now);
    const counts = new Map(series.map((point) => [point.day, point.drills]));
    return { series, today, counts, streaks: streaks(new Set(counts.keys()), today) };
  }, [attempts, timeZone, now]);
  const scoped = useMemo(() => inScope(attempts, scope), [attempts, scope]);
  // Marked (implausible) drills count for the calendar and streaks, not for speed.
  const series = useMemo(
    () => speedSeries(scope === ALL_LANGUAGES ? whole.series : dailySeries(scoped, timeZone)),
    [scope, scoped, whole, timeZone],
  );

  return (
    <>
      <SectionErrorBoundary name="Streaks">
        <StreakSummary streaks={whole.streaks} drills={attempts.length} />
      </SectionErrorBoundary>
      <div className="progress-card progress-wide">
        <SectionErrorBoundary name="Speed over time">
          <SpeedOverTime series={series} />
        </SectionErrorBoundary>
      </div>
      <div className="progress-card progress-wide">
        <SectionErrorBoundary name="Practice calendar">
          <DrillCalendar counts={whole.counts} today={whole.today} />
        </SectionErrorBoundary>
      </div>
      <div className="progress-tables">
        <div className="progress-card languages-card">
          <SectionErrorBoundary name="Languages">
            <LanguagesTable schedule={schedule} now={now} scope={scope} onScope={onScope} />
          </SectionErrorBoundary>
        </div>
        <div className="progress-card">
          {scope === ALL_LANGUAGES ? (
            <p className="topics-prompt">
              Topics are kept per language: choose one in Languages, or in Show progress for.
            </p>
          ) : (
            <SectionErrorBoundary name="Topics">
              <TopicsTable
                language={languageOf(scope)}
                attempts={attempts}
                schedule={schedule}
                now={now}
              />
            </SectionErrorBoundary>
          )}
        </div>
      </div>
      <SectionErrorBoundary name="Weak spots">
        <WeakSpots attempts={scoped} scope={scope} now={now} />
      </SectionErrorBoundary>
    </>
  );
}
