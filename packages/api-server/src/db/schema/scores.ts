import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { atsUsers } from './auth.ts';
import { recruitmentRecruitees } from './recruitees.ts';

/** One user's star score (1..5) of a candidate in a recruitment; 0 "no score" is no row. */
export const scores = pgTable(
  'scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recruitmentId: uuid('recruitment_id').notNull(),
    recruiteeId: uuid('recruitee_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => atsUsers.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    /** Rich text, stored as the editor's raw serialised content ('' when none). */
    comment: text('comment').notNull().default(''),
    scoringTime: timestamp('scoring_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('scores_score_range', sql`${table.score} between 1 and 5`),
    foreignKey({
      name: 'scores_recruitment_recruitee_fk',
      columns: [table.recruitmentId, table.recruiteeId],
      foreignColumns: [recruitmentRecruitees.recruitmentId, recruitmentRecruitees.recruiteeId],
    }).onDelete('cascade'),
    // Also serves "scores of a candidate in a recruitment" (average, count, list).
    unique('scores_recruitment_recruitee_user_key').on(
      table.recruitmentId,
      table.recruiteeId,
      table.userId,
    ),
    index('scores_user_id_idx').on(table.userId),
    // The viewer's own scores in a recruitment: the "my score" filter of the candidates list
    // (exists / not exists) and column, index-only. Drizzle cannot write INCLUDE (score), so
    // the score is the last key column, which serves the same reads.
    index('scores_recruitment_user_recruitee_score_idx').on(
      table.recruitmentId,
      table.userId,
      table.recruiteeId,
      table.score,
    ),
  ],
);
