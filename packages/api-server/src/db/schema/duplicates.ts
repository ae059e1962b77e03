import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { atsUsers } from './auth.ts';
import { recruitees } from './recruitees.ts';

/**
 * Candidates merged into another (issue 29, "Duplicates"): the merged id answers a redirect to
 * the kept one. A later merge of the kept person moves these rows on to the new kept person,
 * so that one look-up always lands on a living candidate.
 */
export const recruiteeMerges = pgTable(
  'recruitee_merges',
  {
    /** The id of the person whose row went (no foreign key: that row is gone). */
    mergedRecruiteeId: uuid('merged_recruitee_id').primaryKey(),
    keptRecruiteeId: uuid('kept_recruitee_id')
      .notNull()
      .references(() => recruitees.id, { onDelete: 'cascade' }),
    mergedAt: timestamp('merged_at', { withTimezone: true }).notNull().defaultNow(),
    mergedBy: uuid('merged_by').references(() => atsUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    // A later merge of the kept person moves their redirects on.
    index('recruitee_merges_kept_recruitee_id_idx').on(table.keptRecruiteeId),
  ],
);

/**
 * Pairs a recruiter marked "Not a duplicate": they are no longer suggested. The pair is kept
 * in one order (the smaller id first), so that each pair has one row.
 */
export const duplicateDismissals = pgTable(
  'duplicate_dismissals',
  {
    firstRecruiteeId: uuid('first_recruitee_id')
      .notNull()
      .references(() => recruitees.id, { onDelete: 'cascade' }),
    secondRecruiteeId: uuid('second_recruitee_id')
      .notNull()
      .references(() => recruitees.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
    dismissedBy: uuid('dismissed_by').references(() => atsUsers.id, { onDelete: 'set null' }),
  },
  (table) => [
    primaryKey({ columns: [table.firstRecruiteeId, table.secondRecruiteeId] }),
    check(
      'duplicate_dismissals_ordered',
      sql`${table.firstRecruiteeId} < ${table.secondRecruiteeId}`,
    ),
    // Deleting the second person of a pair (a merge) finds their dismissals.
    index('duplicate_dismissals_second_recruitee_id_idx').on(table.secondRecruiteeId),
  ],
);
