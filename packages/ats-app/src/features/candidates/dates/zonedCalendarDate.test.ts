import { describe, expect, it } from 'vitest';
import { zonedCalendarDate } from './zonedCalendarDate.ts';

describe('the calendar date of a moment in a time zone', () => {
  it('is the date on that zone clocks', () => {
    const lateEvening = new Date('2026-03-29T22:30:00.000Z');
    expect(zonedCalendarDate(lateEvening, 'UTC')).toBe('2026-03-29');
    expect(zonedCalendarDate(lateEvening, 'Europe/Warsaw')).toBe('2026-03-30');
    expect(zonedCalendarDate(lateEvening, 'America/New_York')).toBe('2026-03-29');
    expect(zonedCalendarDate(new Date('2026-03-29T03:00:00.000Z'), 'America/New_York')).toBe(
      '2026-03-28',
    );
  });

  it('is null for an unknown zone or an invalid moment', () => {
    expect(zonedCalendarDate(new Date(), 'Mars/Olympus_Mons')).toBeNull();
    expect(zonedCalendarDate(new Date('nonsense'), 'UTC')).toBeNull();
  });
});
