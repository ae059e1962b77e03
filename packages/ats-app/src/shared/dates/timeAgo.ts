/** How long ago something happened, as `Intl.RelativeTimeFormat` takes it (≤ 0). */
export interface TimeAgo {
  value: number;
  unit: 'second' | 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;
const day = 24 * hour;

/**
 * The largest unit that fits the time between `then` and `now`, rounded down ("3 hours ago",
 * not "0 days ago"); under a minute is "now" (0 seconds), and a moment after `now` (a clock a
 * little ahead of the server's) counts as now too. Months are 30 days and years 365.
 */
export function timeAgo(then: Date, now: Date): TimeAgo {
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  const ago = (count: number, unit: TimeAgo['unit']): TimeAgo => ({
    value: count === 0 ? 0 : -count,
    unit,
  });
  if (elapsed < minute) return ago(0, 'second');
  if (elapsed < hour) return ago(Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return ago(Math.floor(elapsed / hour), 'hour');
  if (elapsed < 7 * day) return ago(Math.floor(elapsed / day), 'day');
  if (elapsed < 30 * day) return ago(Math.floor(elapsed / (7 * day)), 'week');
  if (elapsed < 365 * day) return ago(Math.floor(elapsed / (30 * day)), 'month');
  return ago(Math.floor(elapsed / (365 * day)), 'year');
}
