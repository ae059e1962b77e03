import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { isLabelShown, keepInside, labelStride } from './lineChartLayout.ts';

describe('labelStride', () => {
  test('labels every point when the labels fit', () => {
    expect(labelStride(7, 80, 70)).toBe(1);
    expect(labelStride(1, 10, 300)).toBe(1);
  });

  test('skips points when the labels would overlap', () => {
    expect(labelStride(7, 40, 70)).toBe(2);
    expect(labelStride(7, 20, 70)).toBe(4);
  });

  test('labels at least every point, never more apart than the points go', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        (count, step, width) => {
          const stride = labelStride(count, step, width);
          expect(stride).toBeGreaterThanOrEqual(1);
          expect(stride).toBeLessThanOrEqual(Math.max(1, count));
          if (step > 0 && stride < count) expect(stride * step).toBeGreaterThanOrEqual(width);
        },
      ),
    );
  });
});

describe('isLabelShown', () => {
  test('always labels the last point and counts back from it', () => {
    const shown = (count: number, stride: number) =>
      Array.from({ length: count }, (_, index) => index).filter((index) =>
        isLabelShown(index, count, stride),
      );
    expect(shown(7, 1)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(shown(7, 2)).toEqual([0, 2, 4, 6]);
    expect(shown(7, 3)).toEqual([0, 3, 6]);
    expect(shown(7, 4)).toEqual([2, 6]);
  });
});

describe('keepInside', () => {
  test('leaves a label that fits where it is', () => {
    expect(keepInside(50, 20, 0, 100)).toBe(50);
  });

  test('moves a label at either end inside the drawing', () => {
    expect(keepInside(5, 20, 0, 100)).toBe(10);
    expect(keepInside(98, 20, 0, 100)).toBe(90);
  });

  test('centres a label wider than the drawing', () => {
    expect(keepInside(5, 200, 0, 100)).toBe(50);
  });
});
