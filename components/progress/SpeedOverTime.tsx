import { useMemo } from 'react';
import { LineChart, type ChartLine } from '@/components/charts/LineChart';
import type { DayPoint } from '@/utils/progress/aggregates';
import { speedSummary } from '@/utils/progress/sentences';

type SpeedOverTimeProps = { series: readonly DayPoint[] };

/** The performance mark the benchmark reads: the progress page's chart is on screen. */
export const CHARTS_DRAWN_MARK = 'code-recall:charts-drawn';
const markDrawn = () => {
  if (performance.getEntriesByName(CHARTS_DRAWN_MARK).length === 0) {
    performance.mark(CHARTS_DRAWN_MARK);
  }
};

const AXES = [
  { scale: 'wpm', label: 'WPM' },
  { scale: '%', label: 'Accuracy %' },
];

/** WPM and accuracy per day, drawn with uPlot, with a sentence that says the same. */
export function SpeedOverTime({ series }: SpeedOverTimeProps) {
  const xs = useMemo(
    () => series.map((point) => Date.parse(`${point.day}T12:00:00Z`) / 1000),
    [series],
  );
  const lines = useMemo<ChartLine[]>(
    () => [
      { label: 'WPM', stroke: '#3b82f6', scale: 'wpm', values: series.map((point) => point.wpm) },
      {
        label: 'Accuracy %',
        stroke: '#d97706',
        scale: '%',
        values: series.map((point) => point.accuracy * 100),
      },
    ],
    [series],
  );
  return (
    <figure className="chart" aria-label="Speed over time">
      {series.length > 0 ? (
        <LineChart xs={xs} time lines={lines} axes={AXES} onDrawn={markDrawn} />
      ) : null}
      <figcaption>{speedSummary(series)}</figcaption>
    </figure>
  );
}
