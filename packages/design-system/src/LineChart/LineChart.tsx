import { Group } from '@visx/group';
import { Area, LinePath } from '@visx/shape';
import { scalePoint } from 'd3-scale';
import { useId } from 'react';
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
import * as chartStyles from '../private/chart/chart.css.ts';
import {
  assertChartPoints,
  type ChartPoint,
  fillOf,
  isChartEmpty,
} from '../private/chart/chartData.ts';
import { integerTicks } from '../private/chart/integerTicks.ts';
import { useElementWidth } from '../private/chart/useElementWidth.ts';
import { valueScale } from '../private/chart/valueScale.ts';
import { wrapLabel } from '../private/chart/wrapLabel.ts';
import { devAssert } from '../private/devAssert.ts';
import { type Tone, toneColourRole } from '../private/tones.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './LineChart.css.ts';
import { isLabelShown, keepInside, labelStride } from './lineChartLayout.ts';

export interface LineChartProps {
  /** What the chart shows, e.g. "New applications per day": the figure's name and the table's caption. */
  label: string;
  /** One point per datum, left to right in this order (e.g. the days, oldest first); each label is already formatted (e.g. a date in the user's locale). */
  data: readonly ChartPoint[];
  /** A sentence that describes the chart for assistive technology (e.g. "New applications over the last 7 days"); none by default. */
  description?: string;
  /** Height of the drawing in pixels, axis labels included; 300 by default (spec: line chart 300 px). */
  height?: number;
  /** Colour of the line, its area and its points; `info` by default. */
  tone?: Tone;
  /** Shown instead of the line when there are no points or every value is 0; English default 'No data to show'. */
  emptyLabel?: string;
  /** Header of the accessible table's category column (the x labels); English default 'Category'. */
  categoryHeader?: string;
  /** Header of the accessible table's value column; English default 'Count'. */
  valueHeader?: string;
  /** Writes a number (axis, point values, table), e.g. in the user's locale; plain digits by default. */
  formatValue?: (value: number) => string;
}

const markerRadius = 4;

/**
 * Counts over an ordered category axis (e.g. days) as a line with an area and a marker per
 * point (d3 scales, visx shapes), on a count axis with whole-number ticks. It fills its
 * container's width and follows it as it resizes; its height is fixed, so nothing moves
 * while it draws. Where the axis labels would overlap, only every n-th is shown, always
 * including the last. The drawing is hidden from assistive technology, which reads the same
 * numbers from a visually hidden table.
 */
export function LineChart({
  label,
  data,
  description,
  height = 300,
  tone = 'info',
  emptyLabel = 'No data to show',
  categoryHeader = 'Category',
  valueHeader = 'Count',
  formatValue = String,
}: LineChartProps) {
  assertChartPoints('LineChart', data);
  devAssert(tone in toneColourRole, `LineChart: unknown tone "${tone}".`);
  const descriptionId = useId();
  const [plotRef, width] = useElementWidth<HTMLDivElement>();
  const empty = isChartEmpty(data);
  return (
    <figure
      className={chartStyles.figure}
      aria-label={label}
      aria-describedby={description ? descriptionId : undefined}
    >
      {description ? (
        <p id={descriptionId} className={visuallyHidden}>
          {description}
        </p>
      ) : null}
      <div ref={plotRef} className={chartStyles.plotArea} style={{ height }}>
        {empty ? (
          <p className={chartStyles.emptyMessage}>{emptyLabel}</p>
        ) : width > 0 ? (
          <Points
            data={data}
            width={width}
            height={height}
            colour={fillOf({ tone })}
            formatValue={formatValue}
          />
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

interface PointsProps {
  data: readonly ChartPoint[];
  width: number;
  height: number;
  colour: string;
  formatValue: (value: number) => string;
}

function Points({ data, width, height, colour, formatValue }: PointsProps) {
  const ticks = integerTicks(Math.max(...data.map((datum) => datum.value)));
  const top = ticks[ticks.length - 1] ?? 1;
  const labelLines = data.map((datum) => wrapLabel(datum.label, labelLineLength));
  const labelWidth = (lines: readonly string[]) =>
    Math.max(0, ...lines.map((line) => line.length)) * characterWidth;
  const widestLabel = Math.max(...labelLines.map(labelWidth));
  const valueTexts = data.map((datum) => formatValue(datum.value));
  const widestValue = Math.max(...valueTexts.map((text) => text.length)) * characterWidth;
  const marginTop = lineHeight + gap;
  const marginRight = gap;
  const marginLeft = valueAxisWidth(ticks, formatValue);
  const innerWidth = Math.max(0, width - marginLeft - marginRight);
  const x = scalePoint<string>()
    .domain(data.map((datum) => datum.id))
    .range([0, innerWidth])
    .padding(0.5);
  const stride = labelStride(data.length, x.step(), widestLabel + gap / 2);
  const shown = data.map((_, index) => isLabelShown(index, data.length, stride));
  const lineCount = Math.max(
    1,
    ...labelLines.filter((_, index) => shown[index]).map((lines) => lines.length),
  );
  const marginBottom = lineCount * lineHeight + gap;
  const innerHeight = Math.max(0, height - marginTop - marginBottom);
  const y = valueScale(top, innerHeight);
  // Values are written over the points only when each fits between its neighbours.
  const valuesFit = widestValue + gap <= x.step();
  const points = data.map((datum) => ({ x: x(datum.id) ?? 0, y: y(datum.value) }));
  const drawingStart = -marginLeft;
  const drawingEnd = innerWidth + marginRight;
  return (
    <svg
      className={chartStyles.svg}
      width={width}
      height={height}
      aria-hidden="true"
      focusable="false"
    >
      <Group top={marginTop} left={marginLeft}>
        <ValueAxis ticks={ticks} y={y} innerWidth={innerWidth} formatValue={formatValue} />
        <Area
          className={styles.area}
          data={points}
          x={(point) => point.x}
          y0={innerHeight}
          y1={(point) => point.y}
          fill={colour}
        />
        <LinePath
          className={styles.line}
          data={points}
          x={(point) => point.x}
          y={(point) => point.y}
          stroke={colour}
        />
        {data.map((datum, index) => {
          const point = points[index] ?? { x: 0, y: innerHeight };
          const lines = labelLines[index] ?? [];
          const labelCentre = keepInside(point.x, labelWidth(lines), drawingStart, drawingEnd);
          return (
            <g key={datum.id}>
              <circle
                className={styles.marker}
                cx={point.x}
                cy={point.y}
                r={markerRadius}
                fill={colour}
              />
              {valuesFit ? (
                <text
                  className={`${chartStyles.valueText} ${styles.valueHalo}`}
                  x={point.x}
                  y={point.y - markerRadius - gap / 2}
                  textAnchor="middle"
                >
                  {valueTexts[index]}
                </text>
              ) : null}
              {shown[index] ? (
                <CategoryLabel x={labelCentre} innerHeight={innerHeight} lines={lines} />
              ) : null}
            </g>
          );
        })}
      </Group>
    </svg>
  );
}
