/** The theme tokens a chart may draw its lines in. */
export type ChartColour = '--chart-1' | '--chart-2' | '--error';

/** What a canvas needs of the theme: colours as values and fonts as canvas font strings. */
export type ChartTheme = {
  axis: string;
  grid: string;
  /** Tick values. */
  font: string;
  /** Axis titles. */
  labelFont: string;
  colour: (token: ChartColour) => string;
};

/**
 * The theme's chart tokens as they are now (styles.css sets them per theme). A canvas
 * cannot use `var(--…)`, so the chart reads them and draws again when the theme changes.
 */
export function readChartTheme(): ChartTheme {
  const style = getComputedStyle(document.documentElement);
  const token = (name: string) => style.getPropertyValue(name).trim();
  // The type scale is in rem; a canvas font wants pixels.
  const pixels = (name: string) => parseFloat(token(name)) * parseFloat(style.fontSize);
  const family = token('--font-ui');
  return {
    axis: token('--chart-axis'),
    grid: token('--chart-grid'),
    font: `${pixels('--text-xs')}px ${family}`,
    labelFont: `500 ${pixels('--text-sm')}px ${family}`,
    colour: token,
  };
}
