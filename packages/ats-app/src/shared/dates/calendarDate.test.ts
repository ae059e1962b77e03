import { describe, expect, test } from 'vitest';
import { calendarDaysBetween, localCalendarDate, parseCalendarDate } from './calendarDate.ts';

describe('parseCalendarDate', () => {
  test('reads a calendar date as local midnight of that day, in any time zone', () => {
    const date = parseCalendarDate('2025-03-09');
    expect([date?.getFullYear(), date?.getMonth(), date?.getDate(), date?.getHours()]).toEqual([
      2025, 2, 9, 0,
    ]);
  });

  test('gives null for anything else', () => {
    expect(parseCalendarDate('2025-03-09T10:00:00Z')).toBeNull();
    expect(parseCalendarDate('')).toBeNull();
  });
});

describe('localCalendarDate', () => {
  test("is the browser's calendar date, zero-padded", () => {
    expect(localCalendarDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});

describe('calendarDaysBetween', () => {
  test('counts whole days, across months, years and daylight-saving changes', () => {
    expect(calendarDaysBetween('2025-06-10', '2025-06-10')).toBe(0);
    expect(calendarDaysBetween('2025-06-10', '2025-06-22')).toBe(12);
    expect(calendarDaysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(calendarDaysBetween('2024-12-31', '2025-01-01')).toBe(1);
    expect(calendarDaysBetween('2025-06-10', '2025-06-09')).toBe(-1);
  });

  test('is null for anything but calendar dates', () => {
    expect(calendarDaysBetween('2025-06-10', 'soon')).toBeNull();
  });
});
