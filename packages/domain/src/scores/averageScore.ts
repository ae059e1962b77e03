/** Scores go from 1 to 5 stars; 0 means "no score" (nobody scored yet, or not me). */
export const maxScore = 5;

/**
 * An average score as the product shows it: rounded to one significant digit (spec part 2
 * §9). Averages of 1-5 stars lie between 1 and 5, so this is the nearest whole star with
 * halves rounded up (3.5 → 4, 3.67 → 4, 1.33 → 1); 0, nobody scored yet, stays 0.
 */
export function roundAverageScore(average: number): number {
  return Number(average.toPrecision(1));
}

/**
 * The average of some scores (1-5 each) as the product shows it, 0 when there are none. The
 * server computes it in SQL, over the scores table; its test holds the SQL equal to this.
 */
export function averageScore(scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  const sum = scores.reduce((total, score) => total + score, 0);
  return roundAverageScore(sum / scores.length);
}
