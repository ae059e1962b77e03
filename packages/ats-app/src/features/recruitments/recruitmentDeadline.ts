import {
  type CalendarDate,
  calendarDateParts,
  calendarDaysBetween,
} from '../../shared/dates/calendarDate.ts';

// The calendar-date helpers live in shared/ (the public offer page uses them too).
export { localCalendarDate, parseCalendarDate } from '../../shared/dates/calendarDate.ts';

/** A time in the past, as `Intl.RelativeTimeFormat` takes it (a negative value). */
export interface TimeAgo {
  value: number;
  unit: 'day' | 'week' | 'month' | 'year';
}

/**
 * How long ago a deadline passed, on the user's calendar, in the largest unit that still says
 * something ("3 days ago", "2 weeks ago", "5 months ago"); null while it has not passed. The
 * deadline day itself still counts as in time: applications are accepted until it ends.
 */
export function deadlinePassedBy(deadline: CalendarDate, today: CalendarDate): TimeAgo | null {
  const end = calendarDateParts(deadline);
  const now = calendarDateParts(today);
  const days = calendarDaysBetween(deadline, today);
  if (!end || !now || days === null || days <= 0) return null;
  if (days < 7) return { value: -days, unit: 'day' };
  if (days < 30) return { value: -Math.floor(days / 7), unit: 'week' };
  const months = Math.max(
    1,
    (now[0] - end[0]) * 12 + (now[1] - end[1]) - (now[2] < end[2] ? 1 : 0),
  );
  if (months < 12) return { value: -months, unit: 'month' };
  return { value: -Math.floor(months / 12), unit: 'year' };
}
