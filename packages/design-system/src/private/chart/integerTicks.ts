/**
 * Value-axis ticks for counts: whole numbers only, from 0 to a "nice" top that is at least
 * the largest value, at most about `maxTicks` of them.
 */
export function integerTicks(maxValue: number, maxTicks = 5): number[] {
  const top = Math.max(1, Math.ceil(maxValue));
  const rawStep = top / Math.max(1, maxTicks - 1);
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const niceStep = [1, 2, 5, 10]
    .map((factor) => factor * magnitude)
    .find((step) => step >= rawStep);
  const step = Math.max(1, Math.ceil(niceStep ?? rawStep));
  const ticks: number[] = [];
  for (let tick = 0; tick < top + step; tick += step) ticks.push(tick);
  return ticks;
}
