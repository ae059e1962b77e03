import { describe, expect, test } from 'vitest';
import { deadlinePassedBy } from './recruitmentDeadline.ts';

describe('deadlinePassedBy', () => {
  test('is null while the deadline is today or ahead', () => {
    expect(deadlinePassedBy('2025-06-10', '2025-06-10')).toBeNull();
    expect(deadlinePassedBy('2025-06-11', '2025-06-10')).toBeNull();
    expect(deadlinePassedBy('2026-01-01', '2025-06-10')).toBeNull();
  });

  test.each([
    ['2025-06-09', '2025-06-10', -1, 'day'],
    ['2025-06-07', '2025-06-10', -3, 'day'],
    ['2025-06-04', '2025-06-10', -6, 'day'],
    ['2025-06-03', '2025-06-10', -1, 'week'],
    ['2025-05-12', '2025-06-10', -4, 'week'],
    ['2025-05-11', '2025-06-10', -1, 'month'],
    // 30 days across a year's end, one day short of a calendar month: still "1 month ago".
    ['2024-12-31', '2025-01-30', -1, 'month'],
    ['2025-01-10', '2025-06-10', -5, 'month'],
    ['2024-06-11', '2025-06-10', -11, 'month'],
    ['2024-06-10', '2025-06-10', -1, 'year'],
    ['2021-01-01', '2025-06-10', -4, 'year'],
    // Across a daylight-saving change (Europe, 30 March 2025) days stay whole.
    ['2025-03-29', '2025-04-01', -3, 'day'],
  ])('deadline %s, today %s: %i %s', (deadline, today, value, unit) => {
    expect(deadlinePassedBy(deadline, today)).toEqual({ value, unit });
  });

  test('is null for values that are not calendar dates', () => {
    expect(deadlinePassedBy('soon', '2025-06-10')).toBeNull();
  });
});
