import { RecruitmentStatus } from '@ats/api-sdk';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { atsUsers } from './auth.ts';
import { positions } from './positions.ts';
import { questionnaires, questionnaireVersions } from './questionnaires.ts';
import { currencies } from './reference.ts';

/**
 * Recruitments (job openings). A draft may leave most fields empty: text defaults to '',
 * numbers to 0, references to null. Validation of a full save belongs to the handlers.
 */
export const recruitments = pgTable(
  'recruitments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    positionId: uuid('position_id').references(() => positions.id),
    status: smallint('status').notNull().default(RecruitmentStatus.Draft),
    /** A calendar day, 'YYYY-MM-DD'. */
    deadline: date('deadline', { mode: 'string' }),
    createDate: timestamp('create_date', { withTimezone: true }).notNull().defaultNow(),
    /** When it last became open (the offer's published date); null until it first opens. */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    vacantPosts: integer('vacant_posts').notNull().default(0),
    budgetPerPositionMin: numeric('budget_per_position_min', {
      precision: 14,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(0),
    budgetPerPositionMax: numeric('budget_per_position_max', {
      precision: 14,
      scale: 2,
      mode: 'number',
    })
      .notNull()
      .default(0),
    budgetCurrencyId: text('budget_currency_id').references(() => currencies.id),
    /** The questionnaire candidates fill, with the version frozen when it was chosen. */
    questionnaireId: uuid('questionnaire_id').references(() => questionnaires.id),
    questionnaireVersion: integer('questionnaire_version'),
    jobTitle: text('job_title').notNull().default(''),
    /** Rich text, stored as the editor's raw serialised content. */
    jobDescription: text('job_description').notNull().default(''),
    locationDescription: text('location_description').notNull().default(''),
    locationLatitude: doublePrecision('location_latitude').notNull().default(0),
    locationLongitude: doublePrecision('location_longitude').notNull().default(0),
    remoteWorkIsPossible: boolean('remote_work_is_possible').notNull().default(false),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => atsUsers.id),
    hiringManagerId: uuid('hiring_manager_id').references(() => atsUsers.id, {
      onDelete: 'set null',
    }),
    /** Public job-offer address, when the offer is published elsewhere too. */
    jobOfferUrl: text('job_offer_url'),
  },
  (table) => [
    check('recruitments_status_range', sql`${table.status} between 0 and 3`),
    check('recruitments_vacant_posts_range', sql`${table.vacantPosts} between 0 and 1000`),
    check(
      'recruitments_budget_non_negative',
      sql`${table.budgetPerPositionMin} >= 0 and ${table.budgetPerPositionMax} >= 0`,
    ),
    check(
      'recruitments_questionnaire_version_pair',
      sql`(${table.questionnaireId} is null) = (${table.questionnaireVersion} is null)`,
    ),
    foreignKey({
      name: 'recruitments_questionnaire_version_fk',
      columns: [table.questionnaireId, table.questionnaireVersion],
      foreignColumns: [questionnaireVersions.questionnaireId, questionnaireVersions.version],
    }),
    // The list, newest first: `order by create_date desc, id desc` (the id makes the order
    // total), optionally filtered by status, so a page is read straight from the index.
    // NULLS FIRST is what plain DESC means; Drizzle's desc() alone writes NULLS LAST, an
    // order the planner would not match with the query's.
    index('recruitments_status_deadline_idx').on(table.status, table.deadline),
    index('recruitments_status_create_date_idx').on(
      table.status,
      table.createDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('recruitments_create_date_idx').on(
      table.createDate.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index('recruitments_title_trgm_idx').using('gin', table.title.op('gin_trgm_ops')),
    index('recruitments_position_id_idx').on(table.positionId),
    // Questionnaire usage counts.
    index('recruitments_questionnaire_id_idx').on(table.questionnaireId),
    // Access checks: recruitments a user owns or manages.
    index('recruitments_owner_id_idx').on(table.ownerId),
    index('recruitments_hiring_manager_id_idx').on(table.hiringManagerId),
  ],
);

/** Recruiters in a recruitment's team (the owner is listed too when picked). */
export const recruitmentTeamMembers = pgTable(
  'recruitment_team_members',
  {
    recruitmentId: uuid('recruitment_id')
      .notNull()
      .references(() => recruitments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => atsUsers.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.recruitmentId, table.userId] }),
    index('recruitment_team_members_user_id_idx').on(table.userId),
  ],
);

/** Keywords (plain strings) shared across recruitments; unique case-insensitively. */
export const keywords = pgTable(
  'keywords',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
  },
  (table) => [
    // Uniqueness and the "startingWith" suggestions: lower(name) LIKE 'q%'.
    uniqueIndex('keywords_name_lower_key').on(sql`lower(${table.name}) text_pattern_ops`),
  ],
);

export const recruitmentKeywords = pgTable(
  'recruitment_keywords',
  {
    recruitmentId: uuid('recruitment_id')
      .notNull()
      .references(() => recruitments.id, { onDelete: 'cascade' }),
    keywordId: uuid('keyword_id')
      .notNull()
      .references(() => keywords.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.recruitmentId, table.keywordId] }),
    index('recruitment_keywords_keyword_id_idx').on(table.keywordId),
  ],
);
