// The parts the bar and line charts draw alike: the count axis with its grid, and the
// category labels under the plot, with the metrics they are sized by.
import { Line } from '@visx/shape';
import * as styles from './chart.css.ts';

/** Spec part 2 §9: a category label longer than 12 characters wraps at spaces. */
export const labelLineLength = 12;
// Drawing metrics in pixels, sized for the theme's xsmall text (0.75rem).
export const lineHeight = 14;
export const characterWidth = 7;
export const gap = 8;

/** The left margin that fits the widest tick label of the count axis. */
export function valueAxisWidth(
  ticks: readonly number[],
  formatValue: (value: number) => string,
): number {
  return Math.max(...ticks.map((tick) => formatValue(tick).length)) * characterWidth + gap * 2;
}

interface ValueAxisProps {
  ticks: readonly number[];
  /** The count scale: a value to its y in the plot. */
  y: (value: number) => number;
  /** Width of the plot, that the grid lines span. */
  innerWidth: number;
  formatValue: (value: number) => string;
}

/** A grid line and a label per tick (the line at 0 is the baseline). */
export function ValueAxis({ ticks, y, innerWidth, formatValue }: ValueAxisProps) {
  return ticks.map((tick) => (
    <g key={tick}>
      <Line
        className={tick === 0 ? styles.baseline : styles.gridLine}
        from={{ x: 0, y: y(tick) }}
        to={{ x: innerWidth, y: y(tick) }}
        shapeRendering="crispEdges"
      />
      <text
        className={styles.axisText}
        x={-gap}
        y={y(tick)}
        textAnchor="end"
        dominantBaseline="middle"
      >
        {formatValue(tick)}
      </text>
    </g>
  ));
}

/** A category's label, centred on `x` below the plot (`innerHeight`), a line per tspan. */
export function CategoryLabel({
  x,
  innerHeight,
  lines,
}: {
  x: number;
  innerHeight: number;
  lines: readonly string[];
}) {
  return (
    <text className={styles.axisText} x={x} y={innerHeight + gap} textAnchor="middle">
      {lines.map((line, lineIndex) => (
        <tspan
          // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one label never move.
          key={lineIndex}
          x={x}
          dy={lineIndex === 0 ? '0.9em' : lineHeight}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}
