/** A calendar date as the contract sends it (`format: date`). */
type CalendarDate = string;

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const dayInMilliseconds = 24 * 60 * 60 * 1000;

function parts(value: CalendarDate): [year: number, month: number, day: number] | null {
  const match = calendarDatePattern.exec(value);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * A calendar date ('YYYY-MM-DD') as a Date at local midnight, for the app's date format.
 * `new Date('YYYY-MM-DD')` would be midnight UTC: the day before, west of Greenwich.
 */
export function parseCalendarDate(value: CalendarDate): Date | null {
  const date = parts(value);
  return date ? new Date(date[0], date[1] - 1, date[2]) : null;
}

/** The user's calendar date ('YYYY-MM-DD') at a moment, in the browser's time zone. */
export function localCalendarDate(moment: Date): CalendarDate {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

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
  const end = parts(deadline);
  const now = parts(today);
  if (!end || !now) return null;
  // Whole days between two calendar dates, untouched by daylight-saving shifts.
  const days = Math.round(
    (Date.UTC(now[0], now[1] - 1, now[2]) - Date.UTC(end[0], end[1] - 1, end[2])) /
      dayInMilliseconds,
  );
  if (days <= 0) return null;
  if (days < 7) return { value: -days, unit: 'day' };
  if (days < 30) return { value: -Math.floor(days / 7), unit: 'week' };
  const months = Math.max(
    1,
    (now[0] - end[0]) * 12 + (now[1] - end[1]) - (now[2] < end[2] ? 1 : 0),
  );
  if (months < 12) return { value: -months, unit: 'month' };
  return { value: -Math.floor(months / 12), unit: 'year' };
}
