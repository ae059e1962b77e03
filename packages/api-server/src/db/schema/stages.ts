import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { languages, stageTypes } from './reference.ts';

/**
 * Recruitment stages shared by all recruitments. `order` is 1-based over the whole list
 * (grouped by type in the settings screen). Deleted stages stay for history: candidates
 * may still sit in them.
 */
export const recruitmentStages = pgTable(
  'recruitment_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stageType: smallint('stage_type')
      .notNull()
      .references(() => stageTypes.id),
    /** 1-based position in the stage list. Column `stage_order` because ORDER is reserved. */
    order: integer('stage_order').notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (table) => [
    check('recruitment_stages_order_positive', sql`${table.order} >= 1`),
    index('recruitment_stages_is_deleted_order_idx').on(table.isDeleted, table.order),
  ],
);

/** The stage name in each language. */
export const recruitmentStageLocalizations = pgTable(
  'recruitment_stage_localizations',
  {
    stageId: uuid('stage_id')
      .notNull()
      .references(() => recruitmentStages.id, { onDelete: 'cascade' }),
    languageId: text('language_id')
      .notNull()
      .references(() => languages.id),
    name: text('name').notNull(),
  },
  (table) => [primaryKey({ columns: [table.stageId, table.languageId] })],
);
