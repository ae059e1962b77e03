/**
 * The dashboard's charts, in a chunk of their own with d3 and @visx (see useCharts.ts): the
 * screen's first paint does without them.
 */
export { DoughnutChart, LineChart } from '@ats/design-system';
