import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { apiTokens, atsUsers } from './auth.ts';
import { files } from './files.ts';
import { jobApplications, recruitees } from './recruitees.ts';

/**
 * What was read: a file of an application, its form as PDF, the merged PDF, an export of
 * everything about the candidate, a candidates list exported with the candidate as a row.
 */
export const accessKinds = ['file', 'applicationPdf', 'mergedPdf', 'export', 'listExport'] as const;
export type AccessKind = (typeof accessKinds)[number];

/**
 * Who read which personal data of a candidate, and when: every view or download of an
 * application's files and PDFs, and every export. Rows go with the candidate (cascade) and
 * with an erasure.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recruiteeId: uuid('recruitee_id')
      .notNull()
      .references(() => recruitees.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => atsUsers.id),
    /** The API token the read was made with (issue 28); null when signed in in a browser. */
    apiTokenId: uuid('api_token_id').references(() => apiTokens.id),
    kind: text('kind').$type<AccessKind>().notNull(),
    /** The application read (files and PDFs); null for an export of everything. */
    jobApplicationId: uuid('job_application_id').references(() => jobApplications.id, {
      onDelete: 'set null',
    }),
    /** The file read (kind 'file'); null once the file is gone. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    accessedAt: timestamp('accessed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The values of accessKinds.
    check(
      'access_log_kind_known',
      sql`${table.kind} in ('file', 'applicationPdf', 'mergedPdf', 'export', 'listExport')`,
    ),
    // A candidate's log, newest first (order by accessed_at desc, id desc from the index).
    index('access_log_recruitee_accessed_at_id_idx').on(
      table.recruiteeId,
      table.accessedAt.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
  ],
);

/**
 * The retention rule (one row, id 1): when on, the daily job anonymises candidates with no
 * application in the last `months_without_application` months and no valid consent to be kept
 * for future openings. `run_started_at` is the claim of the server running the job.
 */
export const retentionSettings = pgTable(
  'retention_settings',
  {
    id: smallint('id').primaryKey().default(1),
    isEnabled: boolean('is_enabled').notNull().default(false),
    monthsWithoutApplication: integer('months_without_application').notNull().default(12),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    updatedByUserId: uuid('updated_by_user_id').references(() => atsUsers.id, {
      onDelete: 'set null',
    }),
    /** Set by the server that runs the job, so that other servers leave it alone. */
    runStartedAt: timestamp('run_started_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    lastRunAnonymisedCount: integer('last_run_anonymised_count'),
  },
  (table) => [
    check('retention_settings_single_row', sql`${table.id} = 1`),
    check(
      'retention_settings_months_range',
      sql`${table.monthsWithoutApplication} between 1 and 120`,
    ),
  ],
);
