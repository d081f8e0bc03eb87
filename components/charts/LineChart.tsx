import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import { useResolvedTheme } from '@/components/charts/useResolvedTheme';
import { upperBound, WHOLE_STEPS, wholeTicks } from '@/utils/progress/chartAxes';
import { readChartTheme, type ChartColour, type ChartTheme } from './chartTheme';

/** One line of a chart: its name, the theme token it is drawn in, and its values. */
export type ChartLine = {
  label: string;
  colour: ChartColour;
  values: (number | null)[];
  /** Marks at each value instead of a line (error marks). */
  marks?: boolean;
  /** A thinner line, for a series that stands behind the main one. */
  thin?: boolean;
};

/** The x axis: its title, the steps its ticks may take, what each tick says, its height. */
export type ChartXAxis = {
  label?: string;
  steps: number[];
  ticks: (values: number[]) => string[];
  /** Pixels for the ticks and their values (two lines of values need more). */
  size: number;
};

type LineChartProps = {
  xs: number[];
  /** The span of the x axis, whatever the data covers. */
  xRange: readonly [number, number];
  x: ChartXAxis;
  /** The y axis's title; it starts at 0 and has whole ticks. */
  yLabel: string;
  lines: ChartLine[];
  /** What the point under the pointer (or keyboard focus) says, in the legend. */
  readout: (index: number) => string;
  /** A word after the legend's names, such as how the lines are averaged. */
  note?: string;
  height?: number;
  /** Told once the chart is drawn (the benchmark times this). */
  onDrawn?: () => void;
  /** A point to show under the cursor, as keyboard focus moves through the points. */
  activeIndex?: number | null;
};

const axisOptions = (theme: ChartTheme) => ({
  stroke: theme.axis,
  font: theme.font,
  labelFont: theme.labelFont,
  grid: { stroke: theme.grid, width: 1 },
  ticks: { stroke: theme.axis, width: 1, size: 4 },
});

/**
 * A uPlot line chart sized to its container, drawn in the theme's chart tokens and drawn
 * again when the theme changes (its stylesheet, /uplot.css, is linked by the pages that
 * draw charts). uPlot draws on a canvas, so the figure that holds it carries the text
 * alternative; the legend names the lines and says the point under the pointer.
 */
export function LineChart(props: LineChartProps) {
  const { xs, xRange, x, yLabel, lines, readout, note, height = 220 } = props;
  const { onDrawn, activeIndex = null } = props;
  const target = useRef<HTMLDivElement>(null);
  const chartRef = useRef<uPlot | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const theme = useResolvedTheme();

  useEffect(() => {
    const element = target.current;
    if (!element) return;
    // Read on every build: the effect runs again when `theme` changes.
    const colours = readChartTheme();
    // Thin lines are drawn first, so the main line stays on top where they cross.
    const drawn = [...lines.filter((line) => line.thin), ...lines.filter((line) => !line.thin)];
    const chart = new uPlot(
      {
        width: Math.max(280, element.clientWidth),
        height,
        legend: { show: false },
        cursor: { y: false, drag: { x: false, y: false }, points: { size: 8 } },
        scales: {
          x: { time: false, range: () => [xRange[0], xRange[1]] },
          y: { range: (_chart, _min, max) => [0, upperBound(max)] },
        },
        series: [
          {},
          ...drawn.map((line) => {
            const stroke = colours.colour(line.colour);
            return {
              label: line.label,
              stroke,
              scale: 'y',
              width: line.thin ? 1.5 : 2,
              ...(line.marks && {
                paths: () => null,
                points: { show: true, size: 7, fill: stroke, stroke },
              }),
            };
          }),
        ],
        axes: [
          {
            ...axisOptions(colours),
            label: x.label,
            labelSize: 20,
            labelGap: 0,
            size: x.size,
            incrs: x.steps,
            space: 56,
            values: (_chart, values) => x.ticks(values),
          },
          {
            ...axisOptions(colours),
            label: yLabel,
            incrs: WHOLE_STEPS,
            values: (_chart, values) => wholeTicks(values),
          },
        ],
        hooks: {
          draw: [() => onDrawn?.()],
          setCursor: [(chart) => setHovered(chart.cursor.idx ?? null)],
        },
      },
      [xs, ...drawn.map((line) => line.values)],
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
      // The next chart's points may be fewer: nothing is under the pointer until it moves.
      setHovered(null);
    };
  }, [xs, xRange, x, yLabel, lines, height, onDrawn, theme]);

  useEffect(() => {
    const chart = chartRef.current;
    const at = activeIndex === null ? undefined : xs[activeIndex];
    // The cursor's height does not matter: it draws no horizontal line, only the points.
    if (chart && at !== undefined) chart.setCursor({ left: chart.valToPos(at, 'x'), top: 0 });
  }, [activeIndex, xs]);

  return (
    <div className="line-chart">
      <div className="chart-legend">
        <ul>
          {lines.map((line) => (
            <li key={line.label}>
              <span
                className={line.marks ? 'swatch mark' : 'swatch'}
                style={{ background: `var(${line.colour})` }}
              />
              {line.label}
            </li>
          ))}
          {note ? <li className="chart-note">{note}</li> : null}
        </ul>
        {/* For the eye: the figure's text alternative sums the chart up for a screen reader. */}
        <p className="chart-readout" aria-hidden="true">
          {hovered === null ? '' : readout(hovered)}
        </p>
      </div>
      <div ref={target} />
    </div>
  );
}
