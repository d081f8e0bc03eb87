import { lazy, memo, Suspense } from 'react';
import { drillSpeedSeries, slowestLine } from '@/utils/drill/speed';
import { drillMisses } from '@/utils/progress/fromDrill';
import type { DrillState } from '@/utils/drill/reducer';
import { keyName } from '@/utils/units';
import { StatList } from './StatList';

// The chart library loads when a drill ends, never before the new tab's first paint.
const DrillSpeedChart = lazy(() =>
  import('./DrillSpeedChart').then((module) => ({ default: module.DrillSpeedChart })),
);

type DrillReviewProps = { state: DrillState; lines: readonly string[] };

/**
 * What the finished drill says: its speed second by second, the slowest line, the misses.
 * Memoised: the Results render again once the drill is recorded, and the chart need not.
 */
export const DrillReview = memo(function DrillReview({ state, lines }: DrillReviewProps) {
  const slowest = slowestLine(state);
  const counts = new Map<string, number>();
  for (const { expected } of drillMisses(state, () => 'other')) {
    counts.set(expected, (counts.get(expected) ?? 0) + 1);
  }
  const missed = [...counts].sort((a, b) => b[1] - a[1]).slice(0, 5);
  return (
    <div className="drill-review">
      <Suspense fallback={<p className="loading">Drawing the speed chart…</p>}>
        <DrillSpeedChart points={drillSpeedSeries(state)} />
      </Suspense>
      <StatList
        className="drill-notes"
        entries={[
          ...(slowest
            ? [
                [
                  'Slowest line',
                  <>
                    <code>{lines[slowest.line]?.trim()}</code> ({Math.round(slowest.msPerChar)} ms a
                    key)
                  </>,
                ] as const,
              ]
            : []),
          [
            'Missed most',
            missed.length === 0
              ? 'nothing: no wrong key'
              : missed.map(([char, count], index) => (
                  <span key={char}>
                    {index > 0 ? ', ' : ''}
                    <kbd>{keyName(char)}</kbd> ×{count}
                  </span>
                )),
          ],
        ]}
      />
    </div>
  );
});
