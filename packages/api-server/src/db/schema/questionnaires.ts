import { QuestionnaireStatus } from '@ats/api-sdk';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { atsUsers } from './auth.ts';

/** The `questionnaireStructure` of the contract: `{ elements: [...] }`. */
export interface QuestionnaireStructure {
  elements: Array<Record<string, unknown>>;
}

/**
 * Questionnaires (application forms). `structure` and `version` are the current, editable
 * state; every saved state is also kept in questionnaire_versions, which recruitments
 * reference so that a later edit does not change the form of a running recruitment.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: smallint('status').notNull().default(QuestionnaireStatus.Draft),
    structure: jsonb('structure')
      .$type<QuestionnaireStructure>()
      .notNull()
      .default(sql`'{"elements":[]}'::jsonb`),
    /** The current version number; questionnaire_versions holds a row for it. */
    version: integer('version').notNull().default(1),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => atsUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastEdited: timestamp('last_edited', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('questionnaires_status_range', sql`${table.status} between 0 and 2`),
    check('questionnaires_version_positive', sql`${table.version} >= 1`),
    index('questionnaires_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('questionnaires_last_edited_idx').on(table.lastEdited.desc()),
    index('questionnaires_status_last_edited_idx').on(table.status, table.lastEdited.desc()),
  ],
);

/** Immutable snapshots of each saved questionnaire structure. */
export const questionnaireVersions = pgTable(
  'questionnaire_versions',
  {
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    structure: jsonb('structure').$type<QuestionnaireStructure>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // Recruitments reference this key with a composite foreign key.
    primaryKey({ columns: [table.questionnaireId, table.version] }),
  ],
);
