import { calendarDateParts } from '../../../shared/dates/calendarDate.ts';

/** Which candidate, in which recruitment, an action is about. */
export interface CandidateKey {
  recruitmentId: string;
  recruiteeId: string;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The time of day on the user's clock, `HH:MM` (24 hours). */
export function timeOfDay(moment: Date): string {
  return `${twoDigits(moment.getHours())}:${twoDigits(moment.getMinutes())}`;
}

/**
 * A date ('YYYY-MM-DD') and time ('HH:MM') on the user's own clock as a UTC ISO instant.
 * A time skipped by a daylight-saving change is read as the browser reads it (moved forward).
 */
export function localWallTimeToUtc(date: string, time: string): string {
  const day = calendarDateParts(date);
  const clock = /^(\d{2}):(\d{2})$/.exec(time);
  if (!day || !clock) throw new RangeError(`Not a date and time: "${date}" "${time}"`);
  return new Date(day[0], day[1] - 1, day[2], Number(clock[1]), Number(clock[2])).toISOString();
}
