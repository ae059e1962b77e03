import { sql } from 'drizzle-orm';
import { check, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';

/** Interface and content languages ('en', 'pl'). */
export const languages = pgTable('languages', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** Currencies of recruitment budgets; the id is the ISO 4217 code ('PLN'). */
export const currencies = pgTable('currencies', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** IANA time zones offered when scheduling meetings. */
export const timeZones = pgTable('time_zones', {
  /** IANA id, e.g. 'Europe/Warsaw'. */
  id: text('id').primaryKey(),
  /** e.g. '(UTC+01:00) Europe/Warsaw' (standard offset, computed when seeded). */
  displayName: text('display_name').notNull(),
  /** Standard offset from UTC in minutes; the list is sorted by it, then by id. */
  utcOffsetMinutes: integer('utc_offset_minutes').notNull(),
});

/**
 * Stage types: 0 RejectedApplication, 1 RejectedCustom, 2 New, 3 Custom, 4 Hired.
 * Stored as a table so that stages can reference it and the settings call can list it.
 */
export const stageTypes = pgTable(
  'stage_types',
  {
    id: smallint('id').primaryKey(),
    name: text('name').notNull().unique(),
  },
  (table) => [check('stage_types_id_range', sql`${table.id} between 0 and 4`)],
);
