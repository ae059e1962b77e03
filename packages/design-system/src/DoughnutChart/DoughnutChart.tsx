import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import * as chartStyles from '../private/chart/chart.css.ts';
import {
  assertChartData,
  type ChartDatum,
  fillOf,
  isChartEmpty,
} from '../private/chart/chartData.ts';
import { devAssert } from '../private/devAssert.ts';
import { visuallyHidden } from '../private/visuallyHidden.css.ts';
import * as styles from './DoughnutChart.css.ts';

export interface DoughnutChartProps {
  /** What the chart shows, e.g. "Applications by source": the figure's name and the legend table's caption. */
  label: string;
  /**
   * The slices, clockwise from the top, and the legend rows, in THIS order: the chart never
   * reorders. Sort by value descending before passing for a legend "sorted by count" (the
   * sources chart); keep stage order for a chart by stage.
   */
  data: readonly ChartDatum[];
  /** Diameter of the ring in pixels; 160 by default (spec: doughnuts 160 px). */
  size?: number;
  /** Shown in the ring when every value is 0; English default 'No data to show'. */
  emptyLabel?: string;
  /** Names the total in the centre of the ring; English default 'Total'. */
  totalLabel?: string;
  /** Header of the legend's category column (read by assistive technology); English default 'Category'. */
  categoryHeader?: string;
  /** Header of the legend's value column (read by assistive technology); English default 'Count'. */
  valueHeader?: string;
  /** Writes a number (centre, legend), e.g. in the user's locale; plain digits by default. */
  formatValue?: (value: number) => string;
}

/** Thickness of the ring as a share of its radius. */
const ringShare = 0.38;

/**
 * A ring of slices (visx Pie on d3-shape) with the total in its centre and a legend beside
 * it. The legend is a real table (colour, name, count), so it doubles as the chart's text
 * alternative; the drawing itself is hidden from assistive technology.
 */
export function DoughnutChart({
  label,
  data,
  size = 160,
  emptyLabel = 'No data to show',
  totalLabel = 'Total',
  categoryHeader = 'Category',
  valueHeader = 'Count',
  formatValue = String,
}: DoughnutChartProps) {
  assertChartData('DoughnutChart', data);
  devAssert(size > 0, `DoughnutChart: size must be positive (got ${size}).`);
  const radius = size / 2;
  const innerRadius = radius * (1 - ringShare);
  const total = data.reduce((sum, datum) => sum + datum.value, 0);
  const empty = isChartEmpty(data);
  const drawn = data.filter((datum) => datum.value > 0);
  return (
    <figure className={`${chartStyles.figure} ${styles.layout}`} aria-label={label}>
      <div className={styles.ring} style={{ width: size, height: size }}>
        <svg
          className={chartStyles.svg}
          width={size}
          height={size}
          aria-hidden="true"
          focusable="false"
        >
          <Group top={radius} left={radius}>
            {empty ? (
              <circle
                className={styles.emptyRing}
                r={(radius + innerRadius) / 2}
                strokeWidth={radius - innerRadius}
              />
            ) : (
              <>
                <Pie
                  data={drawn}
                  pieValue={(datum) => datum.value}
                  pieSort={null}
                  pieSortValues={null}
                  outerRadius={radius}
                  innerRadius={innerRadius}
                  padAngle={drawn.length > 1 ? 0.015 : 0}
                  fill={(arc) => fillOf(arc.data)}
                />
                <text className={styles.totalValue} textAnchor="middle" y={0}>
                  {formatValue(total)}
                </text>
                <text className={styles.totalLabel} textAnchor="middle" y="1.4em">
                  {totalLabel}
                </text>
              </>
            )}
          </Group>
        </svg>
        {empty ? (
          // Kept inside the hole of the ring.
          <p className={chartStyles.emptyMessage} style={{ padding: radius - innerRadius }}>
            {emptyLabel}
          </p>
        ) : null}
      </div>
      {empty ? null : (
        <table className={styles.legend}>
          <caption className={visuallyHidden}>{label}</caption>
          <thead className={visuallyHidden}>
            <tr>
              <th scope="col">{categoryHeader}</th>
              <th scope="col">{valueHeader}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((datum) => (
              <tr key={datum.id}>
                <th scope="row" className={styles.legendName}>
                  <span className={styles.legendNameContent}>
                    <span
                      className={chartStyles.swatch}
                      style={{ backgroundColor: fillOf(datum) }}
                      aria-hidden="true"
                    />
                    {datum.label}
                  </span>
                </th>
                <td className={styles.legendValue}>{formatValue(datum.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className={visuallyHidden}>
            <tr>
              <th scope="row">{totalLabel}</th>
              <td>{formatValue(total)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </figure>
  );
}
