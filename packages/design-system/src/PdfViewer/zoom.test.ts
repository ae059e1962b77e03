import { describe, expect, test } from 'vitest';
import {
  fitWidthScale,
  maxZoom,
  minZoom,
  startScale,
  zoomedIn,
  zoomedOut,
  zoomPercent,
} from './zoom.ts';

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

describe('the scale a document opens at', () => {
  test('its own size when the page fits', () => {
    expect(startScale(800, 595)).toBe(1);
    expect(startScale(595, 595)).toBe(1);
  });

  test('fitted to the width when the viewer is narrower than the page (a phone)', () => {
    expect(startScale(330, 595)).toBeCloseTo(330 / 595);
    // Never below the smallest zoom level.
    expect(startScale(200, 595)).toBe(minZoom);
  });

  test('its own size until the widths are known', () => {
    expect(startScale(0, 595)).toBe(1);
    expect(startScale(330, 0)).toBe(1);
  });
});
