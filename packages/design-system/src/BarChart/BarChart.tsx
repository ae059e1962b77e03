import { Group } from '@visx/group';
import { Bar } from '@visx/shape';
import { scaleBand } from 'd3-scale';
import {
  CategoryLabel,
  characterWidth,
  gap,
  labelLineLength,
  lineHeight,
  ValueAxis,
  valueAxisWidth,
} from '../private/chart/axes.tsx';
import { ChartTable } from '../private/chart/ChartTable.tsx';
import * as styles from '../private/chart/chart.css.ts';
import {
  assertChartData,
  type ChartDatum,
  fillOf,
  isChartEmpty,
} from '../private/chart/chartData.ts';
import { integerTicks } from '../private/chart/integerTicks.ts';
import { useElementWidth } from '../private/chart/useElementWidth.ts';
import { valueScale } from '../private/chart/valueScale.ts';
import { wrapLabel } from '../private/chart/wrapLabel.ts';

export interface BarChartProps {
  /** What the chart shows, e.g. "Candidates by stage": the figure's name and the table's caption. */
  label: string;
  /** One bar per datum, left to right in this order (e.g. stages in stage order). */
  data: readonly ChartDatum[];
  /** Height of the drawing in pixels, axis labels included; 250 by default (spec part 2 §9). */
  height?: number;
  /** Shown instead of the bars when every value is 0; English default 'No data to show'. */
  emptyLabel?: string;
  /** Header of the accessible table's category column; English default 'Category'. */
  categoryHeader?: string;
  /** Header of the accessible table's value column; English default 'Count'. */
  valueHeader?: string;
  /** Writes a number (axis, bar ends, table), e.g. in the user's locale; plain digits by default. */
  formatValue?: (value: number) => string;
}

/** Spec part 2 §9: bars are at most 32 px thick. */
const maxBarThickness = 32;

/**
 * Vertical bars on a count axis with whole-number ticks (d3 scales, visx shapes). It fills
 * its container's width and follows it as it resizes; its height is fixed, so nothing moves
 * while it draws. The drawing is hidden from assistive technology, which reads the same
 * numbers from a visually hidden table.
 */
export function BarChart({
  label,
  data,
  height = 250,
  emptyLabel = 'No data to show',
  categoryHeader = 'Category',
  valueHeader = 'Count',
  formatValue = String,
}: BarChartProps) {
  assertChartData('BarChart', data);
  const [plotRef, width] = useElementWidth<HTMLDivElement>();
  const empty = isChartEmpty(data);
  return (
    <figure className={styles.figure} aria-label={label}>
      <div ref={plotRef} className={styles.plotArea} style={{ height }}>
        {empty ? (
          <p className={styles.emptyMessage}>{emptyLabel}</p>
        ) : width > 0 ? (
          <Bars data={data} width={width} height={height} formatValue={formatValue} />
        ) : null}
      </div>
      {empty ? null : (
        <ChartTable
          caption={label}
          categoryHeader={categoryHeader}
          valueHeader={valueHeader}
          data={data}
          formatValue={formatValue}
        />
      )}
    </figure>
  );
}

interface BarsProps {
  data: readonly ChartDatum[];
  width: number;
  height: number;
  formatValue: (value: number) => string;
}

function Bars({ data, width, height, formatValue }: BarsProps) {
  const ticks = integerTicks(Math.max(...data.map((datum) => datum.value)));
  const top = ticks[ticks.length - 1] ?? 1;
  const labelLines = data.map((datum) => wrapLabel(datum.label, labelLineLength));
  const lineCount = Math.max(1, ...labelLines.map((lines) => lines.length));
  const left = valueAxisWidth(ticks, formatValue);
  const bandsOver = (plotWidth: number) =>
    scaleBand<string>()
      .domain(data.map((datum) => datum.id))
      .range([0, Math.max(0, plotWidth)])
      .paddingInner(0.25)
      .paddingOuter(0.125);
  // Labels that do not fit under their bars side by side (a phone) are written aslant.
  const widestLine = Math.max(...labelLines.flat().map((line) => line.length)) * characterWidth;
  const provisional = bandsOver(width - left - gap);
  const slanted = widestLine > provisional.step();
  const slantedLabels = data.map((datum) => shortenLabel(datum.label));
  // How far a slanted label reaches left and down from its bar's centre (a character counted
  // wide, so that wider fonts and letters fit too).
  const reachOf = (label: string) => label.length * slantedCharacterWidth * Math.SQRT1_2;
  const slantedReach = Math.max(...slantedLabels.map(reachOf));
  // The left margin that keeps every slanted label inside: its reach past its bar's centre.
  const slantedLeft = Math.max(
    ...data.map((datum, index) => {
      const centre = (provisional(datum.id) ?? 0) + provisional.bandwidth() / 2;
      return reachOf(slantedLabels[index] ?? '') - centre + gap;
    }),
  );
  const margin = {
    top: lineHeight + gap / 2,
    right: gap,
    bottom: slanted ? slantedReach + lineHeight + gap : lineCount * lineHeight + gap,
    left: slanted ? Math.max(left, slantedLeft) : left,
  };
  const innerWidth = Math.max(0, width - margin.left - margin.right);
  const innerHeight = Math.max(0, height - margin.top - margin.bottom);
  const x = bandsOver(innerWidth);
  const y = valueScale(top, innerHeight);
  const barWidth = Math.min(maxBarThickness, x.bandwidth());
  return (
    <svg className={styles.svg} width={width} height={height} aria-hidden="true" focusable="false">
      <Group top={margin.top} left={margin.left}>
        <ValueAxis ticks={ticks} y={y} innerWidth={innerWidth} formatValue={formatValue} />
        {data.map((datum, index) => {
          const bandStart = x(datum.id) ?? 0;
          const centre = bandStart + x.bandwidth() / 2;
          const barTop = y(datum.value);
          return (
            <g key={datum.id}>
              <Bar
                x={centre - barWidth / 2}
                y={barTop}
                width={barWidth}
                height={innerHeight - barTop}
                fill={fillOf(datum)}
              />
              <text
                className={styles.valueText}
                x={centre}
                y={barTop - gap / 2}
                textAnchor="middle"
              >
                {formatValue(datum.value)}
              </text>
              {slanted ? (
                <SlantedLabel
                  x={centre}
                  y={innerHeight + gap}
                  label={datum.label}
                  shortened={slantedLabels[index] ?? datum.label}
                />
              ) : (
                <CategoryLabel
                  x={centre}
                  innerHeight={innerHeight}
                  lines={labelLines[index] ?? []}
                />
              )}
            </g>
          );
        })}
      </Group>
    </svg>
  );
}

/** A slanted label's most characters: longer ones end in an ellipsis (the table has them whole). */
const slantedLabelLength = 18;
/** A character's width in a slanted label, counted generously (wide letters, other fonts). */
const slantedCharacterWidth = 8;

function shortenLabel(label: string): string {
  const trimmed = label.trim();
  return trimmed.length <= slantedLabelLength
    ? trimmed
    : `${trimmed.slice(0, slantedLabelLength - 1).trimEnd()}…`;
}

/** A category label on one line at 45°, ending under its bar; the full label as its tooltip. */
function SlantedLabel({
  x,
  y,
  label,
  shortened,
}: {
  x: number;
  y: number;
  label: string;
  shortened: string;
}) {
  return (
    <text
      className={styles.axisText}
      x={x}
      y={y}
      dy="0.9em"
      textAnchor="end"
      transform={`rotate(-45 ${x} ${y})`}
    >
      {shortened !== label ? <title>{label}</title> : null}
      {shortened}
    </text>
  );
}
