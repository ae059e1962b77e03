/**
 * The value axis of a chart: maps 0..top onto innerHeight..0 (SVG's y grows downwards).
 * d3's scaleLinear does the same, but brings d3-interpolate, d3-color and d3-format along
 * (about 8 kB of gzipped JavaScript on every screen with a chart); this is its arithmetic for
 * a domain starting at 0 and a range ending at 0, so the drawings do not change.
 */
export function valueScale(top: number, innerHeight: number): (value: number) => number {
  return (value) => innerHeight * (1 - value / top);
}
