import { useMemo, useState } from 'react';
import { useLanguage } from '@/components/providers/SelectionProvider';
import { useProgress } from '@/components/providers/ProgressProvider';
import { dailySeries, speedSeries } from '@/utils/progress/aggregates';
import { dayFormatter, streaks } from '@/utils/progress/streaks';
import { LanguagesTable } from './LanguagesTable';
import { PracticeCalendar } from './PracticeCalendar';
import { ProgressActions } from './ProgressActions';
import { SpeedOverTime } from './SpeedOverTime';
import { StreakSummary } from './StreakSummary';
import { TopicsTable } from './TopicsTable';
import { WeakSpots } from './WeakSpots';

/** The progress page: streaks, tables, charts and the progress file, all from the log. */
export function ProgressView() {
  const { attempts, schedule } = useProgress();
  const { language } = useLanguage();
  const [{ now, timeZone }] = useState(() => ({
    now: Date.now(),
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  }));
  const derived = useMemo(() => {
    if (!attempts) return null;
    // One pass over the log: each attempt's day is worked out once (Intl is the cost).
    const series = dailySeries(attempts, timeZone);
    const today = dayFormatter(timeZone)(now);
    const counts = new Map(series.map((point) => [point.day, point.drills]));
    return {
      // Marked drills count for the calendar and streaks, not for speed.
      series: speedSeries(series),
      streaks: streaks(new Set(counts.keys()), today),
      today,
      counts,
    };
  }, [attempts, timeZone, now]);

  return (
    <section className="progress" aria-labelledby="progress-title">
      <h2 id="progress-title">Progress</h2>
      {!attempts || !derived ? (
        <p className="loading" role="status">
          Reading your progress…
        </p>
      ) : (
        <>
          <StreakSummary streaks={derived.streaks} drills={attempts.length} />
          <div className="progress-charts">
            <SpeedOverTime series={derived.series} />
            <PracticeCalendar counts={derived.counts} today={derived.today} />
          </div>
          <div className="progress-tables">
            <LanguagesTable schedule={schedule ?? new Map()} now={now} />
            <TopicsTable
              language={language}
              attempts={attempts}
              schedule={schedule ?? new Map()}
              now={now}
            />
          </div>
          <WeakSpots attempts={attempts} language={language.key} now={now} />
          <ProgressActions />
        </>
      )}
    </section>
  );
}
