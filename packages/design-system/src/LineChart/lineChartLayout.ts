/**
 * How many points apart the axis labels of a line chart must be so that none overlaps the
 * next: 1 when every label fits between its neighbours, more on a narrow chart. Never 0.
 */
export function labelStride(pointCount: number, step: number, labelWidth: number): number {
  if (pointCount <= 1 || labelWidth <= step) return 1;
  if (!(step > 0)) return Math.max(1, pointCount);
  return Math.max(1, Math.min(pointCount, Math.ceil(labelWidth / step)));
}

/**
 * Whether the point at `index` gets its axis label: every `stride`-th point counted back
 * from the last, so the newest point (e.g. today) is always labelled.
 */
export function isLabelShown(index: number, pointCount: number, stride: number): boolean {
  return (pointCount - 1 - index) % stride === 0;
}

/**
 * The centre of a label of `width` at `centre`, moved just enough to stay within
 * [`start`, `end`] (the drawing's edges), so a label at either end is never cut off.
 */
export function keepInside(centre: number, width: number, start: number, end: number): number {
  const half = width / 2;
  if (end - start <= width) return (start + end) / 2;
  return Math.min(Math.max(centre, start + half), end - half);
}
