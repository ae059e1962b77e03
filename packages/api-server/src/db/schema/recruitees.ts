import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { atsUsers } from './auth.ts';
import { consentVersions } from './consent.ts';
import { files } from './files.ts';
import type { QuestionnaireStructure } from './questionnaires.ts';
import { recruitments } from './recruitments.ts';
import { recruitmentStages } from './stages.ts';

/** The phone's last nine digits: '+48 600 100 200' and '600-100-200' are one phone. */
export function recruiteePhoneKey(phoneNumber: AnyPgColumn | SQL): SQL {
  return sql`right(regexp_replace(${phoneNumber}, '[^0-9]', '', 'g'), 9)`;
}

/** Whether a phone has digits enough (seven) to mean something. */
export function recruiteePhoneKeyUsable(phoneNumber: AnyPgColumn | SQL): SQL {
  return sql`length(regexp_replace(${phoneNumber}, '[^0-9]', '', 'g')) >= 7`;
}

/** Letters folded for comparing names: lower case, without Polish and Western accents. */
const accented = 'ąćęłńóśźżáàâäãåéèêëíìîïòôöõúùûüýÿçñ';
const unaccented = 'acelnoszzaaaaaaeeeeiiiioooouuuuyycn';

/** 'first last', lower case and without accents, spaces collapsed: 'Łukasz  Nowak' is 'lukasz nowak'. */
export function recruiteeNameKey(firstName: AnyPgColumn | SQL, lastName: AnyPgColumn | SQL): SQL {
  return sql`translate(lower(btrim(regexp_replace(${firstName} || ' ' || ${lastName}, '[[:space:]]+', ' ', 'g'))), '${sql.raw(accented)}', '${sql.raw(unaccented)}')`;
}

/**
 * Candidates. Their personal data lives in these columns, in job_applications (the details
 * and answers each application submitted),
 * in the files they sent and in the activities about them; deleting the recruitee row
 * cascades to all of it (the file bytes must be deleted from storage by the caller).
 */
export const recruitees = pgTable(
  'recruitees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** One recruitee per e-mail address (case-insensitive): applications are matched by it. */
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    /** How the candidate wants to be addressed: Mr, Mrs, Ms, Miss, PreferNotToSay; null when not chosen. */
    prefix: text('prefix'),
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /**
     * The application whose submitted details (names, phone, prefix, photo) the columns above
     * hold: the first one, or one whose details staff accepted later
     * (docs/decisions/candidates.md, "An application's own details"). Null when that
     * application is gone.
     */
    detailsApplicationId: uuid('details_application_id').references(
      (): AnyPgColumn => jobApplications.id,
      { onDelete: 'set null' },
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the candidate's personal data was erased or anonymised (retention); null before. */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /**
     * The candidate's newest application over all recruitments (latest created_at, then id),
     * for the all-candidates list's order. Kept by triggers on job_applications (see
     * src/db/regenerate-migration.ts), so that every writer keeps it right; null only
     * before the first application.
     */
    newestApplicationId: uuid('newest_application_id'),
    newestApplicationAt: timestamp('newest_application_at', { withTimezone: true }),
    /**
     * Lower-cased 'first last email phone phone-digits' for searches:
     * `search_text LIKE '%' || lower(q) || '%'`. The phone's digits alone let '600100200'
     * find '+48 600 100 200'.
     */
    /**
     * Possible duplicates (issue 29): the phone's last nine digits when it has seven or more
     * (null otherwise), and the name folded (lower case, no accents, spaces collapsed) with
     * the e-mail's part before the @. Stored, so that the pairs are an index join: computing
     * them per row (regular expressions) over 200,000 candidates takes seconds.
     */
    duplicatePhoneKey: text('duplicate_phone_key').generatedAlwaysAs(
      (): SQL =>
        sql`case when ${recruiteePhoneKeyUsable(recruitees.phoneNumber)} then ${recruiteePhoneKey(recruitees.phoneNumber)} end`,
    ),
    duplicateNameKey: text('duplicate_name_key').generatedAlwaysAs(
      (): SQL =>
        sql`${recruiteeNameKey(recruitees.firstName, recruitees.lastName)} || '|' || split_part(lower(${recruitees.email}), '@', 1)`,
    ),
    searchText: text('search_text').generatedAlwaysAs(
      (): SQL =>
        sql`lower(${recruitees.firstName} || ' ' || ${recruitees.lastName} || ' ' || ${recruitees.email} || ' ' || ${recruitees.phoneNumber} || ' ' || regexp_replace(${recruitees.phoneNumber}, '[^0-9]', '', 'g'))`,
    ),
  },
  (table) => [
    uniqueIndex('recruitees_email_lower_key').on(sql`lower(${table.email})`),
    index('recruitees_search_text_trgm_idx').using('gin', table.searchText.op('gin_trgm_ops')),
    // All-candidates list order (newest first, or by name).
    index('recruitees_created_at_idx').on(table.createdAt.desc()),
    // The all-candidates list: newest application first, a page (of any depth) chosen by an
    // index-only scan; `id` is the last key because Drizzle cannot write INCLUDE. NULLS
    // FIRST, as ORDER BY ... DESC sorts: drizzle's desc() alone writes NULLS LAST.
    index('recruitees_newest_application_idx').on(
      table.newestApplicationAt.desc().nullsFirst(),
      table.newestApplicationId.desc().nullsFirst(),
      table.id,
    ),
    index('recruitees_last_name_first_name_idx').on(table.lastName, table.firstName),
    // Deleting an application (its recruitment) finds the candidate whose details it brought.
    index('recruitees_details_application_id_idx').on(table.detailsApplicationId),
    // Possible duplicates (src/features/duplicates/rules.ts): equal keys, joined by index.
    index('recruitees_duplicate_phone_key_idx')
      .on(table.duplicatePhoneKey, table.id)
      .where(sql`${table.duplicatePhoneKey} is not null`),
    index('recruitees_duplicate_name_key_idx').on(table.duplicateNameKey, table.id),
  ],
);

/** A job application: one submission of a recruitment's questionnaire by a recruitee. */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recruiteeId: uuid('recruitee_id')
      .notNull()
      .references(() => recruitees.id, { onDelete: 'cascade' }),
    recruitmentId: uuid('recruitment_id')
      .notNull()
      .references(() => recruitments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the candidate came from (a job board's host); null means a direct link. */
    referer: text('referer'),
    /** The questionnaire structure as the candidate saw it (filledQuestionnaireStructure). */
    questionnaireStructure: jsonb('questionnaire_structure')
      .$type<QuestionnaireStructure>()
      .notNull(),
    /** filledQuestionnaireAnswers: `{ additionalQuestionnaireAnswers: [...] }`. */
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    /** The file of the answer to the Resume element (newestResumeFileIdentifier). */
    resumeFileId: uuid('resume_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The client's Idempotency-Key: a repeated submit answers this application. */
    idempotencyKey: uuid('idempotency_key'),
    /**
     * sha-256 of what the key sent (the application JSON, each file's part name and bytes): a
     * repeated key with other data is refused (422). Null on older rows and after erasure.
     */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /**
     * When the candidate agreed to the privacy notice (the moment the application arrived);
     * null for a person staff added or imported: they were not asked (docs/decisions/candidates.md,
     * "Candidates added by staff").
     */
    consentedAt: timestamp('consented_at', { withTimezone: true }),
    /** The consent and privacy notice version the candidate accepted; null as consentedAt. */
    consentVersionId: uuid('consent_version_id').references(() => consentVersions.id),
    /**
     * How the candidate reached the recruitment (@ats/domain candidateSources): `applied` for
     * every application sent through the offer page; the kind staff chose otherwise.
     */
    source: text('source').notNull().default('applied'),
    /** The referring colleague or the agency, for those sources; null otherwise. */
    sourceDetail: text('source_detail'),
    /** The staff member who added the person by hand or imported them; null when they applied. */
    addedBy: uuid('added_by').references(() => atsUsers.id, { onDelete: 'set null' }),
    /** Until when the candidate agreed to be kept for future openings; null when they did not. */
    futureOpeningsConsentUntil: timestamp('future_openings_consent_until', { withTimezone: true }),
    /**
     * The personal data this application submitted, as typed (trimmed): an application never
     * changes the candidate's own details (recruitees), staff may accept these instead.
     * Null when erased, or for a row written without them (data generators): readers then
     * use the candidate's.
     */
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email'),
    /** '' when none was given, as on recruitees. */
    phoneNumber: text('phone_number'),
    prefix: text('prefix'),
    /** The photo this application sent (its Photo answer's file), if any. */
    photoFileId: uuid('photo_file_id').references(() => files.id, { onDelete: 'set null' }),
    /**
     * When staff accepted this application's details or kept the candidate's current ones;
     * null while they are new to review (or were never different).
     */
    detailsReviewedAt: timestamp('details_reviewed_at', { withTimezone: true }),
    detailsReviewedBy: uuid('details_reviewed_by').references(() => atsUsers.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    check(
      'job_applications_source_known',
      sql`${table.source} in ('applied', 'referral', 'sourced', 'agency', 'event', 'other')`,
    ),
    uniqueIndex('job_applications_idempotency_key_key').on(table.idempotencyKey),
    // Newest application of a recruitee; a recruitee's applications list.
    index('job_applications_recruitee_id_created_at_idx').on(
      table.recruiteeId,
      table.createdAt.desc(),
    ),
    // Newest application of a candidate in a recruitment; per-recruitment referer chart.
    index('job_applications_recruitment_recruitee_created_at_idx').on(
      table.recruitmentId,
      table.recruiteeId,
      table.createdAt.desc(),
    ),
    // Per-recruitment sources chart (by kind, then referer); applicants count (index-only).
    index('job_applications_recruitment_id_source_referer_idx').on(
      table.recruitmentId,
      table.source,
      table.referer,
    ),
    // Dashboard: new applications per day over the last 7 days; applications by source.
    index('job_applications_created_at_idx').on(table.createdAt),
    index('job_applications_source_referer_idx').on(table.source, table.referer),
  ],
);

/**
 * A candidate in a recruitment: the recruitee's current stage there. Created with the
 * first application to the recruitment; `isNew` stays true until someone moves the
 * candidate (kept for an "unopened" mark; the list's "new applications" count reads the
 * stage type New instead, see docs/decisions/recruitments.md).
 */
export const recruitmentRecruitees = pgTable(
  'recruitment_recruitees',
  {
    recruitmentId: uuid('recruitment_id')
      .notNull()
      .references(() => recruitments.id, { onDelete: 'cascade' }),
    recruiteeId: uuid('recruitee_id')
      .notNull()
      .references(() => recruitees.id, { onDelete: 'cascade' }),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => recruitmentStages.id),
    isNew: boolean('is_new').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The candidate's newest application to this recruitment (latest created_at, then id),
     * for the order of the recruitment's candidates list. Kept by triggers on
     * job_applications and on this table (see src/db/regenerate-migration.ts), so that every
     * writer keeps it right; null only while the candidate has no application here.
     */
    newestApplicationId: uuid('newest_application_id'),
    newestApplicationAt: timestamp('newest_application_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.recruitmentId, table.recruiteeId] }),
    // The candidates of a recruitment, newest application first: a page of any depth is an
    // index-only read in the list's order, with or without a stage filter (stage_id is a
    // key, checked in the index, not a leading column: with it second, a filter on two
    // stages would need a sort). The last keys stand for INCLUDE, which Drizzle cannot
    // write. NULLS FIRST, as ORDER BY ... DESC sorts: drizzle's desc() alone writes NULLS LAST.
    index('recruitment_recruitees_newest_application_idx').on(
      table.recruitmentId,
      table.newestApplicationAt.desc().nullsFirst(),
      table.newestApplicationId.desc().nullsFirst(),
      table.recruiteeId,
      table.stageId,
    ),
    // Candidates in a recruitment filtered by stage; bar chart by stage.
    index('recruitment_recruitees_recruitment_stage_idx').on(table.recruitmentId, table.stageId),
    // Dashboard: candidates by stage over all recruitments (hired).
    index('recruitment_recruitees_stage_id_idx').on(table.stageId),
    // Dashboard: candidates who entered a recruitment in the last 7 days, by stage
    // (index-only).
    index('recruitment_recruitees_created_at_stage_idx').on(table.createdAt, table.stageId),
    index('recruitment_recruitees_recruitee_id_idx').on(table.recruiteeId),
    // 'New applications' counts per recruitment.
    index('recruitment_recruitees_new_idx').on(table.recruitmentId).where(sql`${table.isNew}`),
  ],
);
