import { useEffect, useRef } from 'react';
import uPlot from 'uplot';

/** One line of a chart: its name, colour, values, and the scale (axis) it reads against. */
export type ChartLine = {
  label: string;
  stroke: string;
  values: (number | null)[];
  scale: string;
  /** Marks at each value instead of a line (error marks). */
  marks?: boolean;
};

type LineChartProps = {
  /** X values: seconds since the epoch when `time` is true, plain numbers otherwise. */
  xs: number[];
  time: boolean;
  lines: ChartLine[];
  /** Label of each scale's axis, left axis first. */
  axes: { scale: string; label: string }[];
  height?: number;
  /** Told once the chart is drawn (the benchmark times this). */
  onDrawn?: () => void;
  /** A point to show under the cursor, as keyboard focus moves through the points. */
  activeIndex?: number | null;
};

/**
 * A uPlot line chart sized to its container (its stylesheet, /uplot.css, is linked by the
 * pages that draw charts). uPlot draws on a canvas, so the figure that
 * holds it carries the text alternative; the legend under the chart says each value of the
 * point under the pointer or keyboard focus.
 */
export function LineChart(props: LineChartProps) {
  const { xs, time, lines, axes, height = 220, onDrawn, activeIndex = null } = props;
  const target = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height,
        // A single point still gets an axis around it: a day either side, or one unit.
        scales: {
          x: {
            time,
            range: (_chart, min, max) =>
              min === max ? [min - (time ? 86_400 : 1), max + (time ? 86_400 : 1)] : [min, max],
          },
        },
        series: [
          {},
          ...lines.map((line) => ({
            label: line.label,
            stroke: line.stroke,
            scale: line.scale,
            width: 2,
            ...(line.marks && {
              paths: () => null,
              points: { show: true, size: 9, fill: line.stroke },
            }),
          })),
        ],
        axes: [
          { stroke: 'currentColor' },
          // uPlot's Side is a const enum its types do not export at run time: 3 is left,
          // 1 is right.
          // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-assignment
          ...axes.map((axis, index) => ({
            scale: axis.scale,
            label: axis.label,
            side: index === 0 ? 3 : 1,
            stroke: 'currentColor',
            grid: { show: index === 0 },
          })),
        ],
        hooks: { draw: [() => onDrawn?.()] },
      },
      [xs, ...lines.map((line) => line.values)],
      element,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(280, element.clientWidth), height }),
    );
    resize.observe(element);
    chartRef.current = chart;
    return () => {
      chartRef.current = null;
      resize.disconnect();
      chart.destroy();
    };
  }, [xs, time, lines, axes, height, onDrawn]);

  useEffect(() => {
    const chart = chartRef.current;
    const x = activeIndex === null ? undefined : xs[activeIndex];
    const first = lines[0];
    if (!chart || x === undefined || !first) return;
    const y = first.values[activeIndex!] ?? 0;
    chart.setCursor({ left: chart.valToPos(x, 'x'), top: chart.valToPos(y, first.scale) });
  }, [activeIndex, xs, lines]);

  return <div ref={target} className="line-chart" />;
}
