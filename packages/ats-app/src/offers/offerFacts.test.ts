import { describe, expect, test } from 'vitest';
import { daysLeftToApply, openStreetMapUrl } from './offerFacts.ts';

describe('openStreetMapUrl', () => {
  test('puts a marker on the coordinates and centres the map there', () => {
    expect(openStreetMapUrl(52.2297, 21.0122)).toBe(
      'https://www.openstreetmap.org/?mlat=52.2297&mlon=21.0122#map=15/52.2297/21.0122',
    );
    expect(openStreetMapUrl(-33.9, 0)).toBe(
      'https://www.openstreetmap.org/?mlat=-33.9&mlon=0#map=15/-33.9/0',
    );
  });

  test('is null when both coordinates are 0 (none given)', () => {
    expect(openStreetMapUrl(0, 0)).toBeNull();
  });
});

describe('daysLeftToApply', () => {
  test('counts the days until the deadline; the deadline day itself is 0', () => {
    expect(daysLeftToApply('2025-06-22', '2025-06-10')).toBe(12);
    expect(daysLeftToApply('2025-06-10', '2025-06-10')).toBe(0);
    expect(daysLeftToApply('2025-06-09', '2025-06-10')).toBe(-1);
  });
});
