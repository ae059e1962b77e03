import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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

/**
 * The possible duplicates (src/features/duplicates/rules.ts), one row per pair not dismissed,
 * the smaller id first, with all its reasons and the newer person's created_at (the list's
 * order). Kept by triggers on recruitees, files and duplicate_dismissals
 * (src/db/regenerate-migration.ts), so that every writer keeps it right: the list reads a page
 * by its index and counts the rows, instead of pairing every candidate on every page.
 */
export const duplicatePairs = pgTable(
  'duplicate_pairs',
  {
    firstRecruiteeId: uuid('first_recruitee_id')
      .notNull()
      .references(() => recruitees.id, { onDelete: 'cascade' }),
    secondRecruiteeId: uuid('second_recruitee_id')
      .notNull()
      .references(() => recruitees.id, { onDelete: 'cascade' }),
    /** The rules the pair matches ('file', 'nameAndEmail', 'phone'), in that order. */
    reasons: text('reasons').array().notNull(),
    /** The newer person's created_at: the list shows the pairs newest first. */
    newerCreatedAt: timestamp('newer_created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.firstRecruiteeId, table.secondRecruiteeId] }),
    check('duplicate_pairs_ordered', sql`${table.firstRecruiteeId} < ${table.secondRecruiteeId}`),
    // The list's order: a page is the index read in order.
    // NULLS FIRST, as ORDER BY ... DESC sorts (drizzle's desc() alone writes NULLS LAST).
    index('duplicate_pairs_newer_created_at_idx').on(
      table.newerCreatedAt.desc().nullsFirst(),
      table.firstRecruiteeId,
      table.secondRecruiteeId,
    ),
    // A change of the second person of a pair finds their pairs.
    index('duplicate_pairs_second_recruitee_id_idx').on(table.secondRecruiteeId),
  ],
);
