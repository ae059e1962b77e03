import { type CalendarDate, calendarDaysBetween } from '../shared/dates/calendarDate.ts';

/**
 * The OpenStreetMap page centred on a place, with a marker ("see on map"), or null when the
 * offer has no coordinates (both 0: the recruitment form sends 0 for empty coordinates).
 */
export function openStreetMapUrl(latitude: number, longitude: number): string | null {
  if (latitude === 0 && longitude === 0) return null;
  const url = new URL('https://www.openstreetmap.org/');
  url.searchParams.set('mlat', String(latitude));
  url.searchParams.set('mlon', String(longitude));
  url.hash = `map=15/${latitude}/${longitude}`;
  return url.toString();
}

/**
 * "Available for": whole days from today until the deadline, on the reader's calendar. The
 * deadline day itself still counts (0: the last day); negative once it has passed; null when
 * the deadline is not a calendar date.
 */
export function daysLeftToApply(deadline: CalendarDate, today: CalendarDate): number | null {
  return calendarDaysBetween(today, deadline);
}
