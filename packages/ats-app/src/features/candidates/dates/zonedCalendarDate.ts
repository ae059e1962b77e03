import type { CalendarDate } from '../../../shared/dates/calendarDate.ts';

/**
 * The calendar date ('YYYY-MM-DD') of a moment on the clocks of an IANA time zone (the date
 * a meeting is on where it was planned); null for an invalid moment or an unknown zone.
 */
export function zonedCalendarDate(moment: Date, timeZone: string): CalendarDate | null {
  if (Number.isNaN(moment.getTime())) return null;
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).formatToParts(moment);
  } catch {
    return null;
  }
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
