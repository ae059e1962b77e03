import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { atsUsers } from './auth.ts';
import { recruitmentRecruitees } from './recruitees.ts';

/**
 * The activity timeline of a candidate in a recruitment. `data` holds the type-specific
 * fields (text, callType, description, newScore, comment, newStageId, meeting fields);
 * names of users and recruitees are joined at read time, not copied here.
 */
export const activities = pgTable(
  'activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityType: smallint('activity_type').notNull(),
    recruiteeId: uuid('recruitee_id').notNull(),
    recruitmentId: uuid('recruitment_id').notNull(),
    /** Who did it; null for the candidate's own actions (application sent). */
    userId: uuid('user_id').references(() => atsUsers.id, { onDelete: 'set null' }),
    /** When the activity was recorded. */
    creationTimestamp: timestamp('creation_timestamp', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** When it happened (the call's time, the meeting's time); defaults to recording time. */
    activityTime: timestamp('activity_time', { withTimezone: true }).notNull().defaultNow(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (table) => [
    check('activities_activity_type_range', sql`${table.activityType} between 0 and 8`),
    foreignKey({
      name: 'activities_recruitment_recruitee_fk',
      columns: [table.recruitmentId, table.recruiteeId],
      foreignColumns: [recruitmentRecruitees.recruitmentId, recruitmentRecruitees.recruiteeId],
    }).onDelete('cascade'),
    // A candidate's timeline, newest first: `order by creation_timestamp desc, id desc` read
    // straight from the index (NULLS FIRST is what plain DESC means; Drizzle's desc() alone
    // writes NULLS LAST, which the planner does not match, and sorts every row instead).
    index('activities_recruitee_recruitment_created_idx').on(
      table.recruiteeId,
      table.recruitmentId,
      table.creationTimestamp.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // Dashboard recent activities, two ways (src/features/dashboard/recent-activities.ts):
    // every activity newest first, with the recruitment for the access rule (index-only), and
    // each recruitment's own newest first (a lateral top 20 per visible recruitment).
    index('activities_creation_timestamp_id_idx').on(
      table.creationTimestamp.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
      table.recruitmentId,
    ),
    index('activities_recruitment_created_idx').on(
      table.recruitmentId,
      table.creationTimestamp.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('activities_user_id_idx').on(table.userId),
  ],
);
