import { useMemo, useState, type KeyboardEvent } from 'react';
import { LineChart, type ChartLine, type ChartXAxis } from '@/components/charts/LineChart';
import { SECOND_STEPS, wholeTicks } from '@/utils/progress/chartAxes';
import { speedSummaryText, type SpeedPoint } from '@/utils/drill/speed';
import { SMOOTHING_SECONDS, smoothSpeed } from '@/utils/drill/smoothSpeed';
import { clock, plural, wpm } from '@/utils/units';

const X_AXIS: ChartXAxis = { label: 'seconds', steps: SECOND_STEPS, ticks: wholeTicks, size: 28 };
const NOTE = `averaged over ${SMOOTHING_SECONDS} s`;

/** What one point says, for the keyboard, the pointer and screen readers. */
const pointText = (point: SpeedPoint) =>
  `${clock(point.second)}: ${wpm(point.wpm)} WPM, raw ${wpm(point.rawWpm)}, ` +
  plural(point.errors, 'error');

/**
 * WPM and raw WPM through the drill, each second averaged with its neighbours, errors
 * marked where they happened. Its text alternative sums it up; arrow keys move through the
 * points, each read out.
 */
export function DrillSpeedChart({ points }: { points: readonly SpeedPoint[] }) {
  const [active, setActive] = useState<number | null>(null);
  const smooth = useMemo(() => smoothSpeed(points), [points]);
  const xs = useMemo(() => smooth.map((point) => point.second), [smooth]);
  const xRange = useMemo(() => [0, Math.max(1, xs.at(-1) ?? 0)] as const, [xs]);
  const lines = useMemo<ChartLine[]>(
    () => [
      { label: 'WPM', colour: '--chart-1', values: smooth.map((p) => p.wpm) },
      { label: 'Raw WPM', colour: '--chart-2', thin: true, values: smooth.map((p) => p.rawWpm) },
      {
        label: 'Errors',
        colour: '--error',
        marks: true,
        // An error is marked at its second, on the raw WPM line.
        values: smooth.map((p) => (p.errors > 0 ? p.rawWpm : null)),
      },
    ],
    [smooth],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (by === 0 || smooth.length === 0) return;
    event.preventDefault();
    setActive((index) => Math.min(smooth.length - 1, Math.max(0, (index ?? -1) + by)));
  };

  const summary = speedSummaryText(smooth);
  const shown = active === null ? null : smooth[active];
  return (
    // A chart read point by point with the arrow keys: focusable, and it takes keys.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <figure
      className="chart drill-chart"
      aria-label="Speed during the drill"
      aria-describedby="drill-chart-summary"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <LineChart
        xs={xs}
        xRange={xRange}
        x={X_AXIS}
        yLabel="WPM"
        lines={lines}
        readout={(index) => pointText(smooth[index]!)}
        note={NOTE}
        height={180}
        activeIndex={active}
      />
      <figcaption id="drill-chart-summary">
        Speed during the drill: {summary}.
        {/* Heard, not seen: the legend shows the point to the eye. */}
        <span className="chart-point" aria-live="polite">
          {shown ? ` ${pointText(shown)}` : ''}
        </span>
      </figcaption>
    </figure>
  );
}
