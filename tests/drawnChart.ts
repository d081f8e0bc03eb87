import type { ChartLine } from '@/components/charts/LineChart';

/** What the last chart was asked to draw: uPlot's canvas shows nothing to jsdom. */
export const drawnChart = { xs: [] as number[], lines: [] as ChartLine[] };

/** Stands in for LineChart in tests (tests/setup.ts): records its data, draws nothing. */
export function RecordedChart(props: { xs: number[]; lines: ChartLine[] }): null {
  drawnChart.xs = props.xs;
  drawnChart.lines = props.lines;
  return null;
}
