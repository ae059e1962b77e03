import { describe, expect, it } from 'vitest';
import { averageScore, roundAverageScore } from './averageScore.ts';

describe('the average score rounded to one significant digit (spec part 2 §9)', () => {
  it('keeps 0, nobody scored yet', () => {
    expect(roundAverageScore(0)).toBe(0);
  });

  it('rounds averages of 1-5 stars to the nearest whole star', () => {
    expect(roundAverageScore(1)).toBe(1);
    expect(roundAverageScore(4 / 3)).toBe(1);
    expect(roundAverageScore(5 / 3)).toBe(2);
    expect(roundAverageScore(11 / 3)).toBe(4);
    expect(roundAverageScore(4.49)).toBe(4);
    expect(roundAverageScore(5)).toBe(5);
  });

  it('rounds halves up', () => {
    expect(roundAverageScore(1.5)).toBe(2);
    expect(roundAverageScore(2.5)).toBe(3);
    expect(roundAverageScore(3.5)).toBe(4);
    expect(roundAverageScore(4.5)).toBe(5);
  });
});

describe('the average of some scores', () => {
  it('is 0 without scores', () => {
    expect(averageScore([])).toBe(0);
  });

  it('is the mean, rounded as shown', () => {
    expect(averageScore([4])).toBe(4);
    expect(averageScore([1, 2])).toBe(2);
    expect(averageScore([3, 4, 4])).toBe(4);
    expect(averageScore([1, 1, 2])).toBe(1);
    expect(averageScore([4, 5])).toBe(5);
  });
});
