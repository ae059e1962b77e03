import { describe, expect, test } from 'vitest';
import { fitWidthScale, maxZoom, minZoom, zoomedIn, zoomedOut, zoomPercent } from './zoom.ts';

describe('zoom steps', () => {
  test('zooming in and out walks the steps from 50% to 300%', () => {
    expect(zoomedIn(1)).toBe(1.25);
    expect(zoomedOut(1)).toBe(0.75);
    expect(zoomedIn(2.5)).toBe(3);
    expect(zoomedOut(0.75)).toBe(0.5);
  });

  test('the ends of the range stay put', () => {
    expect(zoomedIn(maxZoom)).toBe(maxZoom);
    expect(zoomedOut(minZoom)).toBe(minZoom);
  });

  test('a fitted scale between steps goes to the neighbouring steps', () => {
    expect(zoomedIn(1.1)).toBe(1.25);
    expect(zoomedOut(1.1)).toBe(1);
    // Equal to a step up to rounding: that step is skipped.
    expect(zoomedIn(1.2500001)).toBe(1.5);
  });
});

describe('fit width', () => {
  test('fills the available width, within the zoom range', () => {
    expect(fitWidthScale(714, 595)).toBeCloseTo(1.2);
    expect(fitWidthScale(100, 595)).toBe(minZoom);
    expect(fitWidthScale(5000, 595)).toBe(maxZoom);
  });

  test('is 100% before anything is measured', () => {
    expect(fitWidthScale(0, 595)).toBe(1);
    expect(fitWidthScale(700, 0)).toBe(1);
  });

  test('shows whole percentages', () => {
    expect(zoomPercent(1.2)).toBe(120);
    expect(zoomPercent(0.754)).toBe(75);
  });
});
