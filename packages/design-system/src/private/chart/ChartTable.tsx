import { visuallyHidden } from '../visuallyHidden.css.ts';
import type { ChartPoint } from './chartData.ts';

interface ChartTableProps {
  /** The chart's name, as the table's caption. */
  caption: string;
  /** Header of the category column. */
  categoryHeader: string;
  /** Header of the value column. */
  valueHeader: string;
  /** The rows, in the chart's order. */
  data: readonly ChartPoint[];
  /** Writes a value. */
  formatValue: (value: number) => string;
}

/**
 * The chart's numbers as a table, for assistive technology (the drawing itself is hidden
 * from it): a category per row, its value in the second column.
 */
export function ChartTable({
  caption,
  categoryHeader,
  valueHeader,
  data,
  formatValue,
}: ChartTableProps) {
  return (
    <table className={visuallyHidden}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          <th scope="col">{valueHeader}</th>
        </tr>
      </thead>
      <tbody>
        {data.map((datum) => (
          <tr key={datum.id}>
            <th scope="row">{datum.label}</th>
            <td>{formatValue(datum.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
