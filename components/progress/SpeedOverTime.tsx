import { useMemo, useState } from 'react';
import { LineChart, type ChartLine, type ChartXAxis } from '@/components/charts/LineChart';
import type { DayPoint } from '@/utils/progress/aggregates';
import { longDay } from '@/utils/progress/days';
import { speedSummary } from '@/utils/progress/sentences';
import {
  DAY_STEPS,
  SPEED_RANGES,
  dayTicks,
  defaultRange,
  emptyRangeText,
  speedWindow,
  withGaps,
  type SpeedRange,
} from '@/utils/progress/speedRange';
import { dayFormatter } from '@/utils/progress/streaks';
import { percent, plural } from '@/utils/units';

type SpeedOverTimeProps = { series: readonly DayPoint[] };

/** The performance mark the benchmark reads: the progress page's chart is on screen. */
const CHARTS_DRAWN_MARK = 'code-recall:charts-drawn';
const markDrawn = () => {
  if (performance.getEntriesByName(CHARTS_DRAWN_MARK).length === 0) {
    performance.mark(CHARTS_DRAWN_MARK);
  }
};

// Room for two lines of ticks: the day, and the year under the first.
const X_AXIS: ChartXAxis = { steps: DAY_STEPS, ticks: dayTicks, size: 44 };

/** Today in the user's time zone, as the series' days are. */
const todayHere = () => dayFormatter(Intl.DateTimeFormat().resolvedOptions().timeZone)(Date.now());

const dayText = (point: DayPoint) =>
  `${longDay(point.day)}: ${Math.round(point.wpm)} WPM, ${percent(point.accuracy)} accuracy, ` +
  plural(point.drills, 'drill');

/**
 * WPM per day over the last week, 30 days or all time, drawn with uPlot, with a sentence
 * that says the same of the days shown. A day's accuracy and drills show under the pointer.
 */
export function SpeedOverTime({ series }: SpeedOverTimeProps) {
  const [today] = useState(todayHere);
  // Until a button is pressed, the range follows the history (an import can lengthen it).
  const [chosen, setChosen] = useState<SpeedRange | null>(null);
  const range = chosen ?? defaultRange(series, today);
  const shown = useMemo(() => speedWindow(series, range, today), [series, range, today]);
  // Days without drills break the line: it joins only days next to each other.
  const { xs, slots } = useMemo(() => withGaps(shown.points), [shown]);
  const xRange = useMemo(() => [shown.from, shown.to] as const, [shown]);
  const lines = useMemo<ChartLine[]>(
    () => [{ label: 'WPM', colour: '--chart-1', values: slots.map((slot) => slot?.wpm ?? null) }],
    [slots],
  );
  return (
    <figure className="chart speed-chart" aria-label="Speed over time">
      {series.length > 0 ? (
        <>
          <div className="range-buttons" role="group" aria-label="Range">
            {SPEED_RANGES.map((entry) => (
              <button
                key={entry.range}
                type="button"
                aria-pressed={entry.range === range}
                onClick={() => setChosen(entry.range)}
              >
                {entry.label}
              </button>
            ))}
          </div>
          <LineChart
            xs={xs}
            xRange={xRange}
            x={X_AXIS}
            yLabel="WPM"
            lines={lines}
            readout={(index) => {
              const slot = slots[index];
              return slot ? dayText(slot) : 'No drills';
            }}
            note="mean of each day's drills"
            height={240}
            onDrawn={markDrawn}
          />
        </>
      ) : null}
      <figcaption>
        {shown.points.length > 0 || series.length === 0
          ? speedSummary(shown.points)
          : emptyRangeText(range)}
      </figcaption>
    </figure>
  );
}
