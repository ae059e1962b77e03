import { describe, expect, it } from 'vitest';
import { roundToOneSignificantDigit } from '../../../src/features/scores/average-score.ts';

describe('the average score rounded to one significant digit (spec part 2 §9)', () => {
  it('keeps 0, nobody scored yet', () => {
    expect(roundToOneSignificantDigit(0)).toBe(0);
  });

  it('rounds averages of 1-5 stars to the nearest whole star', () => {
    expect(roundToOneSignificantDigit(1)).toBe(1);
    expect(roundToOneSignificantDigit(4 / 3)).toBe(1);
    expect(roundToOneSignificantDigit(5 / 3)).toBe(2);
    expect(roundToOneSignificantDigit(11 / 3)).toBe(4);
    expect(roundToOneSignificantDigit(4.49)).toBe(4);
    expect(roundToOneSignificantDigit(5)).toBe(5);
  });

  it('rounds halves up', () => {
    expect(roundToOneSignificantDigit(1.5)).toBe(2);
    expect(roundToOneSignificantDigit(2.5)).toBe(3);
    expect(roundToOneSignificantDigit(3.5)).toBe(4);
    expect(roundToOneSignificantDigit(4.5)).toBe(5);
  });
});
