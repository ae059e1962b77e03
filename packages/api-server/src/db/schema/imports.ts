import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { atsUsers } from './auth.ts';
import { recruitees } from './recruitees.ts';

/** The contract's CandidateImportStatus. */
export const candidateImportStatuses = [
  'Uploaded',
  'Checking',
  'Checked',
  'Running',
  'Cancelling',
  'Cancelled',
  'Failed',
  'Finished',
] as const;
export type CandidateImportStatusName = (typeof candidateImportStatuses)[number];

/** A column of the file mapped to a field (the contract's CandidateImportColumnMapping). */
export interface StoredColumnMapping {
  column: number;
  field: string;
}

/** The contract's CandidateImportSettings, as given. */
export interface StoredImportSettings {
  mapping: StoredColumnMapping[];
  recruitmentId: string;
  stageId: string | null;
  source: string;
  sourceDetail: string | null;
  existingCandidates: string;
}

/**
 * Imports of candidates (issue 29): the uploaded CSV (and resumes' zip) in the file storage
 * until the import ends, its header and first rows, the settings, the progress counters and
 * the background work's lease. Kept with its rows for the report for 30 days after it ends
 * (jobs/import-cleanup.ts); its uploaded files go when it ends.
 */
export const candidateImports = pgTable(
  'candidate_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    status: text('status').$type<CandidateImportStatusName>().notNull(),
    fileName: text('file_name').notNull(),
    resumesFileName: text('resumes_file_name'),
    /** The CSV's bytes in the file storage; null once deleted. */
    csvStorageKey: text('csv_storage_key'),
    /**
     * The resumes taken out of the zip, by their lower-cased file name (no folders), each in
     * the storage under `imports/<id>/resumes/<sha-256 of the name>`; refused ones (over the
     * resume size) are listed with `false`. Null without a zip or once the files are deleted.
     */
    resumeNames: jsonb('resume_names').$type<Record<string, boolean>>(),
    columns: jsonb('columns').$type<string[]>().notNull(),
    sampleRows: jsonb('sample_rows').$type<string[][]>().notNull(),
    suggestedMapping: jsonb('suggested_mapping').$type<StoredColumnMapping[]>().notNull(),
    settings: jsonb('settings').$type<StoredImportSettings>(),
    totalRows: integer('total_rows').notNull(),
    checkedRows: integer('checked_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    addedToRecruitment: integer('added_to_recruitment').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => atsUsers.id),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    error: text('error'),
    /** A server works on the import (dry run or run) until then; past it, any server may. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
  },
  (table) => [
    check(
      'candidate_imports_status_known',
      sql.raw(`status in (${candidateImportStatuses.map((status) => `'${status}'`).join(', ')})`),
    ),
    // The list: newest first.
    index('candidate_imports_created_idx').on(table.createdAt.desc(), table.id),
    // The worker's look for work, and the cleanup's for expired imports.
    index('candidate_imports_status_idx').on(table.status, table.leaseUntil),
  ],
);

/**
 * One row of an import's file as the dry run found it (and the run did it): the names and
 * e-mail the rows list and the report show, the outcome and problems, the candidate. The other
 * mapped values (`pending_values`: phone, source, resume, note) wait for the run and are
 * cleared once the row is done. Deleted with the import, and with the candidate they name by
 * an erasure.
 */
export const candidateImportRows = pgTable(
  'candidate_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => candidateImports.id, { onDelete: 'cascade' }),
    /** The row's line in the spreadsheet (the header is 1). */
    rowNumber: integer('row_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    outcome: text('outcome').notNull(),
    problems: text('problems').array().notNull(),
    recruiteeId: uuid('recruitee_id').references(() => recruitees.id, { onDelete: 'set null' }),
    done: boolean('done').notNull().default(false),
    pendingValues: jsonb('pending_values').$type<PendingRowValues>(),
  },
  (table) => [
    // The rows list and the report (file order) and the run's next batch.
    primaryKey({ columns: [table.importId, table.rowNumber] }),
    // The rows list with problems only.
    index('candidate_import_rows_problems_idx')
      .on(table.importId, table.rowNumber)
      .where(sql`cardinality(${table.problems}) > 0`),
    // An erasure's delete of the candidate's rows.
    index('candidate_import_rows_recruitee_idx').on(table.recruiteeId),
    index('candidate_import_rows_email_idx').on(sql`lower(${table.email})`),
  ],
);

/** The mapped values of a row that only the run needs. */
export interface PendingRowValues {
  phoneNumber: string;
  source: string;
  sourceDetail: string | null;
  resumeFileName: string | null;
  note: string | null;
}
