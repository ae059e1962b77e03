import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { timeZones } from '../../db/schema/index.ts';
import { badRequest } from '../../errors.ts';

/** How many calendar days the dashboard's two 7-day charts cover (spec part 1, section 9). */
export const chartDays = 7;

/**
 * The zone's id when it is one of Settings/TimeZones (the time_zones table, whose ids
 * PostgreSQL knows too), else the catalogue 400.
 */
export async function requireKnownTimeZone(db: Database, timeZone: string): Promise<string> {
  const [zone] = await db
    .select({ id: timeZones.id })
    .from(timeZones)
    .where(eq(timeZones.id, timeZone))
    .limit(1);
  if (!zone) throw badRequest(`unknown time zone ${timeZone}`);
  return zone.id;
}

export interface CalendarWindow {
  /** Today's date in the zone, as the database reads the clock (`now()`, the statement's). */
  today: SQL;
  /** The instant the first of the days starts (midnight in the zone, six days before today). */
  start: SQL;
  /** The instant tomorrow starts in the zone (the window's open end). */
  end: SQL;
  /** The calendar date of a timestamptz column in the zone. */
  dateOf(column: SQLWrapper): SQL;
}

/**
 * Today and the six days before it in `timeZone`, as SQL over a known zone id. Midnights are
 * taken in the zone (`date::timestamp at time zone`), so a day of a daylight-saving change is
 * 23 or 25 hours long and still one day; `start <= column < end` uses an index on the column.
 */
export function lastCalendarDays(timeZone: string): CalendarWindow {
  const today = sql`(now() at time zone ${timeZone})::date`;
  return {
    today,
    start: sql`((${today} - ${chartDays - 1}::int)::timestamp at time zone ${timeZone})`,
    end: sql`((${today} + 1)::timestamp at time zone ${timeZone})`,
    dateOf: (column) => sql`(${column} at time zone ${timeZone})::date`,
  };
}
