import { useMemo, useState, type KeyboardEvent } from 'react';
import { LineChart, type ChartLine } from '@/components/charts/LineChart';
import { speedSummaryText, type SpeedPoint } from '@/utils/drillSpeed';
import { clock, plural } from '@/utils/units';

const AXES = [{ scale: 'wpm', label: 'WPM' }];

/** What one point says, for the keyboard and screen readers. */
const pointText = (point: SpeedPoint) =>
  `${clock(point.second)}: ${Math.round(point.wpm)} WPM, raw ${Math.round(point.rawWpm)}, ` +
  plural(point.errors, 'error');

/**
 * WPM and raw WPM second by second, errors marked where they happened. Its text
 * alternative sums it up; arrow keys move through the points, each read out.
 */
export function DrillSpeedChart({ points }: { points: readonly SpeedPoint[] }) {
  const [active, setActive] = useState<number | null>(null);
  const xs = useMemo(() => points.map((point) => point.second), [points]);
  const lines = useMemo<ChartLine[]>(
    () => [
      { label: 'WPM', stroke: '#3b82f6', scale: 'wpm', values: points.map((p) => p.wpm) },
      { label: 'Raw WPM', stroke: '#8b949e', scale: 'wpm', values: points.map((p) => p.rawWpm) },
      {
        label: 'Errors',
        stroke: '#cf222e',
        scale: 'wpm',
        marks: true,
        // An error is marked at its second, on the raw WPM line.
        values: points.map((p) => (p.errors > 0 ? p.rawWpm : null)),
      },
    ],
    [points],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (by === 0 || points.length === 0) return;
    event.preventDefault();
    setActive((index) => Math.min(points.length - 1, Math.max(0, (index ?? -1) + by)));
  };

  const summary = speedSummaryText(points);
  const shown = active === null ? null : points[active];
  return (
    <figure
      className="chart drill-chart"
      aria-label="Speed during the drill"
      aria-describedby="drill-chart-summary"
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <LineChart xs={xs} time={false} lines={lines} axes={AXES} height={160} activeIndex={active} />
      <figcaption id="drill-chart-summary">
        Speed during the drill: {summary}.
        <span className="chart-point" aria-live="polite">
          {shown ? ` ${pointText(shown)}` : ''}
        </span>
      </figcaption>
    </figure>
  );
}
