import { describe, expect, it } from 'vitest';
import { localWallTimeToUtc, timeOfDay } from './wallTime.ts';

describe('times on the user clock', () => {
  it('turns a date and time on the user clock into the UTC instant of that moment', () => {
    const instant = new Date(localWallTimeToUtc('2026-03-29', '14:05'));
    expect(instant.toISOString()).toMatch(/Z$/);
    // Read back on the same clock, it is the chosen date and time.
    expect([
      instant.getFullYear(),
      instant.getMonth() + 1,
      instant.getDate(),
      instant.getHours(),
      instant.getMinutes(),
    ]).toEqual([2026, 3, 29, 14, 5]);
  });

  it('refuses what is not a date and a time', () => {
    expect(() => localWallTimeToUtc('29.03.2026', '14:05')).toThrow(RangeError);
    expect(() => localWallTimeToUtc('2026-03-29', '2pm')).toThrow(RangeError);
  });

  it('writes the time of day as HH:MM on 24 hours', () => {
    expect(timeOfDay(new Date(2026, 2, 29, 9, 5))).toBe('09:05');
    expect(timeOfDay(new Date(2026, 2, 29, 23, 59))).toBe('23:59');
  });
});
