/**
 * The average score as the product shows it: rounded to one significant digit (spec part 2
 * §9). Averages of 1-5 stars lie between 1 and 5, so this is the nearest whole star with
 * halves rounded up (3.5 → 4, 3.67 → 4, 1.33 → 1); 0, nobody scored yet, stays 0.
 */
export function roundToOneSignificantDigit(value: number): number {
  return Number(value.toPrecision(1));
}
