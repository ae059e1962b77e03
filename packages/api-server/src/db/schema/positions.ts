import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { languages } from './reference.ts';

/**
 * Recruitment positions. Deleting one only hides it from new recruitments; existing
 * recruitments keep showing it.
 */
export const positions = pgTable(
  'positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('positions_is_deleted_created_at_idx').on(table.isDeleted, table.createdAt)],
);

/** The position name in each language. */
export const positionLocalizations = pgTable(
  'position_localizations',
  {
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    languageId: text('language_id')
      .notNull()
      .references(() => languages.id),
    name: text('name').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.positionId, table.languageId] }),
    // Search anywhere in the name (ILIKE '%q%').
    index('position_localizations_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    // Autocomplete "startingWith": lower(name) LIKE 'q%'; also finds a name case-insensitively.
    index('position_localizations_name_prefix_idx').on(
      table.languageId,
      sql`lower(${table.name}) text_pattern_ops`,
    ),
  ],
);
