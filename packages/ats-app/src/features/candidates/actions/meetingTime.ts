import type momentTimezone from 'moment-timezone';

/** moment-timezone's default export (moment with `tz`), loaded by the meeting form only. */
export type MomentTimezone = typeof momentTimezone;

/**
 * The UTC instant (ISO) of a wall-clock date ('YYYY-MM-DD') and time ('HH:MM') in an IANA time
 * zone, with that zone's offset on that day, so it is right on both sides of a daylight-saving
 * change. A time skipped by a change (02:30 when clocks jump from 02:00 to 03:00) is moved
 * forward by the change, as moment-timezone does. An unknown zone or malformed input throws,
 * rather than silently reading the time as UTC.
 */
export function zonedWallTimeToUtc(
  moment: MomentTimezone,
  date: string,
  time: string,
  timeZoneId: string,
): string {
  if (moment.tz.zone(timeZoneId) === null) {
    throw new RangeError(`Unknown time zone "${timeZoneId}"`);
  }
  const wallTime = moment.tz(`${date} ${time}`, 'YYYY-MM-DD HH:mm', true, timeZoneId);
  if (!wallTime.isValid()) throw new RangeError(`Not a date and time: "${date}" "${time}"`);
  return wallTime.toISOString();
}
