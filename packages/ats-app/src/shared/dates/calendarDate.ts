/** A calendar date as the contract sends it (`format: date`): 'YYYY-MM-DD'. */
export type CalendarDate = string;

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayInMilliseconds = 24 * 60 * 60 * 1000;

/** Year, month (1-12) and day of a calendar date, or null when it is not one. */
export function calendarDateParts(
  value: CalendarDate,
): [year: number, month: number, day: number] | null {
  const match = calendarDatePattern.exec(value);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * A calendar date ('YYYY-MM-DD') as a Date at local midnight, for the app's date format.
 * `new Date('YYYY-MM-DD')` would be midnight UTC: the day before, west of Greenwich.
 */
export function parseCalendarDate(value: CalendarDate): Date | null {
  const date = calendarDateParts(value);
  return date ? new Date(date[0], date[1] - 1, date[2]) : null;
}

/** The user's calendar date ('YYYY-MM-DD') at a moment, in the browser's time zone. */
export function localCalendarDate(moment: Date): CalendarDate {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/**
 * Whole days from one calendar date to another (negative when `to` is earlier), untouched by
 * daylight-saving shifts; null when either is not a calendar date.
 */
export function calendarDaysBetween(from: CalendarDate, to: CalendarDate): number | null {
  const start = calendarDateParts(from);
  const end = calendarDateParts(to);
  if (!start || !end) return null;
  return Math.round(
    (Date.UTC(end[0], end[1] - 1, end[2]) - Date.UTC(start[0], start[1] - 1, start[2])) /
      dayInMilliseconds,
  );
}
