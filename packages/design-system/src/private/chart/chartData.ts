import { vars } from '../../theme/contract.css.ts';
import { devAssert } from '../devAssert.ts';
import { type Tone, toneColourRole } from '../tones.ts';

/** A chart fill that no tone describes (e.g. a named source); `other` for everything else. */
export type ChartColour = keyof typeof vars.color.chart;

/** Every chart colour, in display order. */
export const chartColours: readonly ChartColour[] = ['teal', 'violet', 'orange', 'pink', 'other'];

/** The fill of one category: a semantic tone, or a chart colour where no tone fits. */
export type ChartFill = { tone: Tone; colour?: never } | { colour: ChartColour; tone?: never };

/** One category or point of a chart, without a fill: e.g. a day of a line chart. */
export interface ChartPoint {
  /** Stable, unique key (e.g. the stage id or the day's ISO date). */
  id: string;
  /** The category's name, shown on the axis or in the legend. */
  label: string;
  /** A count: a finite number, 0 or more. */
  value: number;
}

/** One category of a chart: a bar or a slice. */
export type ChartDatum = ChartFill & ChartPoint;

/** The CSS colour (a theme variable) that paints a datum. */
export function fillOf(fill: ChartFill): string {
  if (fill.colour !== undefined) return vars.color.chart[fill.colour];
  return vars.color[toneColourRole[fill.tone]].solid;
}

/** Fails loudly in development on points a chart cannot draw honestly (ids, counts). */
export function assertChartPoints(component: string, data: readonly ChartPoint[]): void {
  const ids = new Set<string>();
  for (const datum of data) {
    devAssert(!ids.has(datum.id), `${component}: the id "${datum.id}" is used twice.`);
    ids.add(datum.id);
    devAssert(
      Number.isFinite(datum.value) && datum.value >= 0,
      `${component}: the value of "${datum.label}" must be a finite number, 0 or more (got ${datum.value}).`,
    );
  }
}

/** Fails loudly in development on data a chart cannot draw honestly. */
export function assertChartData(component: string, data: readonly ChartDatum[]): void {
  assertChartPoints(component, data);
  for (const datum of data) {
    devAssert(
      datum.colour !== undefined
        ? chartColours.includes(datum.colour)
        : datum.tone !== undefined && datum.tone in toneColourRole,
      `${component}: "${datum.label}" needs a known tone or chart colour.`,
    );
  }
}

/** True when there is nothing to draw: no data, or every value is 0. */
export function isChartEmpty(data: readonly ChartPoint[]): boolean {
  return data.every((datum) => datum.value === 0);
}
