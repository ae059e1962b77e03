/** Scores go from 1 to 5 stars; 0 means "no score". */
export const maxScore = 5;

/**
 * The displayed score: rounded to 1 significant digit (spec part 2 §9), so an average of
 * 3.67 shows as 4 and 2.5 as 3; 0 stays 0 (no score yet).
 */
export function roundScore(score: number): number {
  if (score === 0) return 0;
  return Number(score.toPrecision(1));
}
