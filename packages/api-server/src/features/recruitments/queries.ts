import type { Schema } from '@ats/api-sdk';
import { QuestionnaireStatus, RecruitmentStatus, StageType } from '@ats/api-sdk';
import type { CandidateSource } from '@ats/domain';
import { and, desc, eq, ilike, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  canEditRecruitmentColumn,
  recruitmentVisibleCondition,
  type ScopedUser,
} from '../../access/application-access.ts';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../db/like-patterns.ts';
import { localizedPositionName } from '../../db/position-name.ts';
import type { LanguageId } from '../../db/reference-data.ts';
import {
  atsUsers,
  currencies,
  jobApplications,
  keywords,
  questionnaires,
  recruitmentKeywords,
  recruitmentRecruitees,
  recruitmentStages,
  recruitments,
  recruitmentTeamMembers,
} from '../../db/schema/index.ts';
import type { RecruitmentFields } from './save-rules.ts';

/*
 * Every query here with subqueries joins the owner (an alias of ats_users), because Drizzle
 * qualifies column names only in queries over several tables; the subqueries use the base tables (ats_users, recruitment_team_members, ...),
 * which the outer queries never name directly, so their columns cannot be mistaken for the
 * outer ones.
 */

type UserSummary = Schema<'UserSummary'>;
type RecruitmentForEdit = Schema<'RecruitmentForEdit'>;
type RecruitmentListItem = Schema<'RecruitmentListItem'>;

/** Who asks and in which language: answers depend on both. */
export interface Viewer {
  userId: string;
  /** The role: hiring managers and interviewers see only their recruitments. */
  role: ScopedUser['role'];
  language: LanguageId;
  /** Origin of the public offer pages (config.publicOrigin). */
  publicOrigin: string;
}

const owner = alias(atsUsers, 'owner');
const hiringManager = alias(atsUsers, 'hiring_manager');
/** The position's name in the viewer's language (English when it has none in it). */
const position = localizedPositionName();

/** The public offer page of an open recruitment; null in any other status. */
export function jobOfferUrl(publicOrigin: string, id: string, status: number): string | null {
  return status === RecruitmentStatus.Open ? `${publicOrigin}/offers/${id}` : null;
}

/** Candidates (recruitees) in the recruitment: an index on recruitment_id, read index-only. */
const candidatesCount = sql<number>`(
  select count(*)::int from ${recruitmentRecruitees}
  where ${recruitmentRecruitees.recruitmentId} = ${recruitments.id}
)`.mapWith(Number);

/** Job applications sent to it (job_applications_recruitment_id_source_referer_idx, index-only). */
const applicantsCount = sql<number>`(
  select count(*)::int from ${jobApplications}
  where ${jobApplications.recruitmentId} = ${recruitments.id}
)`.mapWith(Number);

/** Candidates still in a stage of type New (recruitment_recruitees_recruitment_stage_idx). */
const newRecruiteesCount = sql<number>`(
  select count(*)::int from ${recruitmentRecruitees}
  where ${recruitmentRecruitees.recruitmentId} = ${recruitments.id}
    and ${recruitmentRecruitees.stageId} in (
      select ${recruitmentStages.id} from ${recruitmentStages}
      where ${recruitmentStages.stageType} = ${StageType.New}
    )
)`.mapWith(Number);

/** The team, owner included, sorted by last name then first name. */
const teamMembers = sql<UserSummary[]>`(
  select coalesce(json_agg(
    json_build_object('id', ${atsUsers.id}, 'firstName', ${atsUsers.firstName}, 'lastName', ${atsUsers.lastName})
    order by ${atsUsers.lastName}, ${atsUsers.firstName}, ${atsUsers.id}
  ), '[]'::json)
  from ${recruitmentTeamMembers}
  inner join ${atsUsers} on ${atsUsers.id} = ${recruitmentTeamMembers.userId}
  where ${recruitmentTeamMembers.recruitmentId} = ${recruitments.id}
)`;

/** Keywords as stored (first spelling wins), sorted case-insensitively. */
const keywordNames = sql<string[]>`(
  select coalesce(json_agg(${keywords.name} order by lower(${keywords.name}), ${keywords.name}), '[]'::json)
  from ${recruitmentKeywords}
  inner join ${keywords} on ${keywords.id} = ${recruitmentKeywords.keywordId}
  where ${recruitmentKeywords.recruitmentId} = ${recruitments.id}
)`;

/** The owner and the hiring manager, from the `owner` and `hiringManager` joins. */
const peopleColumns = {
  ownerId: owner.id,
  ownerFirstName: owner.firstName,
  ownerLastName: owner.lastName,
  hiringManagerId: hiringManager.id,
  hiringManagerFirstName: hiringManager.firstName,
  hiringManagerLastName: hiringManager.lastName,
};

function peopleOf(row: {
  ownerId: string;
  ownerFirstName: string;
  ownerLastName: string;
  hiringManagerId: string | null;
  hiringManagerFirstName: string | null;
  hiringManagerLastName: string | null;
}): { recruitmentOwner: UserSummary; hiringManager: UserSummary | null } {
  return {
    recruitmentOwner: {
      id: row.ownerId,
      firstName: row.ownerFirstName,
      lastName: row.ownerLastName,
    },
    hiringManager:
      row.hiringManagerId === null
        ? null
        : {
            id: row.hiringManagerId,
            firstName: row.hiringManagerFirstName ?? '',
            lastName: row.hiringManagerLastName ?? '',
          },
  };
}

// ---- the list ----

export interface ListRequest {
  searchQuery: string | undefined;
  status: RecruitmentStatus | undefined;
  pageNumber: number;
  pageSize: number;
}

/**
 * A page of the list, newest first; hiring managers and interviewers get only the
 * recruitments they are staff of (recruitmentVisibleCondition: `true` for other roles, a
 * small set of ids for them, then read by primary key). The page's ids are chosen first (served by
 * recruitments_create_date_idx, recruitments_status_create_date_idx or the title's trigram
 * index), then only those rows get their names and counts: one statement, and the counting
 * subqueries run once per row of the page, never over the whole table.
 */
export async function selectRecruitmentPage(
  db: Database,
  viewer: Viewer,
  request: ListRequest,
): Promise<Schema<'RecruitmentListItemPage'>> {
  const search = request.searchQuery?.trim() ?? '';
  const where = and(
    recruitmentVisibleCondition({ id: viewer.userId, role: viewer.role }, recruitments.id),
    request.status === undefined ? undefined : eq(recruitments.status, request.status),
    search === '' ? undefined : ilike(recruitments.title, containsPattern(search)),
  );
  const page = db.$with('page').as(
    db
      .select({ id: recruitments.id, createDate: recruitments.createDate })
      .from(recruitments)
      .where(where)
      .orderBy(desc(recruitments.createDate), desc(recruitments.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
  );
  const [rows, [total]] = await Promise.all([
    db
      .with(page)
      .select({
        id: recruitments.id,
        title: recruitments.title,
        positionName: position.name,
        status: recruitments.status,
        deadline: recruitments.deadline,
        ...peopleColumns,
        candidatesCount,
        applicantsCount,
        newRecruiteesCount,
        canEdit: canEditRecruitmentColumn(viewer.userId),
      })
      .from(page)
      .innerJoin(recruitments, eq(recruitments.id, page.id))
      .innerJoin(owner, eq(owner.id, recruitments.ownerId))
      .leftJoin(hiringManager, eq(hiringManager.id, recruitments.hiringManagerId))
      .leftJoin(position.requested, position.requestedOn(viewer.language))
      .leftJoin(position.english, position.englishOn)
      .orderBy(desc(page.createDate), desc(page.id)),
    db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(recruitments)
      .where(where),
  ]);
  const result: RecruitmentListItem[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    positionName: row.positionName,
    status: row.status as RecruitmentStatus,
    deadline: row.deadline,
    ...peopleOf(row),
    candidatesCount: row.candidatesCount,
    applicantsCount: row.applicantsCount,
    newRecruiteesCount: row.newRecruiteesCount,
    canEdit: Boolean(row.canEdit),
  }));
  return { result, totalCount: total?.count ?? 0, pageNumber: request.pageNumber };
}

// ---- one recruitment ----

function formColumns(viewer: Viewer) {
  return {
    id: recruitments.id,
    title: recruitments.title,
    positionId: recruitments.positionId,
    positionName: position.name,
    status: recruitments.status,
    deadline: recruitments.deadline,
    createDate: recruitments.createDate,
    vacantPosts: recruitments.vacantPosts,
    budgetPerPositionMin: recruitments.budgetPerPositionMin,
    budgetPerPositionMax: recruitments.budgetPerPositionMax,
    currencyId: currencies.id,
    currencyName: currencies.name,
    questionnaireId: recruitments.questionnaireId,
    jobTitle: recruitments.jobTitle,
    jobDescription: recruitments.jobDescription,
    locationDescription: recruitments.locationDescription,
    locationLatitude: recruitments.locationLatitude,
    locationLongitude: recruitments.locationLongitude,
    remoteWorkIsPossible: recruitments.remoteWorkIsPossible,
    ...peopleColumns,
    team: teamMembers,
    keywords: keywordNames,
    canEdit: canEditRecruitmentColumn(viewer.userId),
  };
}

/**
 * One recruitment's row with its counts: the edit form does not show the counts, but three
 * index-only counts of one recruitment cost less than a second query shape.
 */
function selectRow(db: Database, viewer: Viewer, id: string) {
  return db
    .select({ ...formColumns(viewer), candidatesCount, applicantsCount, newRecruiteesCount })
    .from(recruitments)
    .innerJoin(owner, eq(owner.id, recruitments.ownerId))
    .leftJoin(hiringManager, eq(hiringManager.id, recruitments.hiringManagerId))
    .leftJoin(currencies, eq(currencies.id, recruitments.budgetCurrencyId))
    .leftJoin(position.requested, position.requestedOn(viewer.language))
    .leftJoin(position.english, position.englishOn)
    .where(eq(recruitments.id, id))
    .limit(1);
}

type FormRow = Awaited<ReturnType<typeof selectRow>>[number];

function toForm(viewer: Viewer, row: FormRow): RecruitmentForEdit & { canEdit: boolean } {
  return {
    id: row.id,
    title: row.title,
    positionId: row.positionId,
    positionName: row.positionName,
    status: row.status as RecruitmentStatus,
    deadline: row.deadline,
    createDate: row.createDate.toISOString(),
    vacantPosts: row.vacantPosts,
    budgetPerPositionMin: Number(row.budgetPerPositionMin),
    budgetPerPositionMax: Number(row.budgetPerPositionMax),
    budgetCurrency:
      row.currencyId === null ? null : { id: row.currencyId, name: row.currencyName ?? '' },
    questionnaireId: row.questionnaireId,
    jobTitle: row.jobTitle,
    jobDescription: row.jobDescription,
    locationDescription: row.locationDescription,
    locationLatitude: row.locationLatitude,
    locationLongitude: row.locationLongitude,
    remoteWorkIsPossible: row.remoteWorkIsPossible,
    keywords: row.keywords,
    ...peopleOf(row),
    recruitmentTeamMembers: row.team,
    jobOfferUrl: jobOfferUrl(viewer.publicOrigin, row.id, row.status),
    canEdit: Boolean(row.canEdit),
  };
}

/** The form's fields plus whether the viewer may write; null when unknown. */
export async function selectRecruitmentForm(
  db: Database,
  viewer: Viewer,
  id: string,
): Promise<(RecruitmentForEdit & { canEdit: boolean }) | null> {
  const [row] = await selectRow(db, viewer, id);
  return row ? toForm(viewer, row) : null;
}

/**
 * The details screen's recruitment: the form's fields with its counts, and the two charts'
 * data (three statements, each reading one recruitment's index entries). Null when unknown.
 */
export async function selectRecruitmentDetails(
  db: Database,
  viewer: Viewer,
  id: string,
): Promise<Schema<'RecruitmentDetails'> | null> {
  const [[row], byStage, byReferer] = await Promise.all([
    selectRow(db, viewer, id),
    selectCandidatesByStage(db, id),
    selectApplicationsByReferer(db, id),
  ]);
  if (!row) return null;
  return {
    ...toForm(viewer, row),
    candidatesAndApplicants: {
      candidateCount: row.candidatesCount,
      applicantCount: row.applicantsCount,
    },
    recruitmentRecruiteesByStageList: byStage,
    recruitmentJobApplicationsByRefererList: byReferer,
    candidatesCount: row.candidatesCount,
    applicantsCount: row.applicantsCount,
    newRecruiteesCount: row.newRecruiteesCount,
  };
}

/**
 * Candidates per stage: every live stage in stage order, zeros included, then deleted
 * stages that still hold candidates of this recruitment (so the counts add up to the
 * candidates count). Served by recruitment_recruitees_recruitment_stage_idx.
 */
async function selectCandidatesByStage(
  db: Database,
  recruitmentId: string,
): Promise<Schema<'StageCount'>[]> {
  // Counts a column of the index (not recruitee_id), so the read stays index-only.
  const count = sql<number>`count(${recruitmentRecruitees.stageId})::int`.mapWith(Number);
  return db
    .select({ recruitmentRecruiteeStageId: recruitmentStages.id, count })
    .from(recruitmentStages)
    .leftJoin(
      recruitmentRecruitees,
      and(
        eq(recruitmentRecruitees.stageId, recruitmentStages.id),
        eq(recruitmentRecruitees.recruitmentId, recruitmentId),
      ),
    )
    .groupBy(recruitmentStages.id)
    .having(sql`not ${recruitmentStages.isDeleted} or ${count} > 0`)
    .orderBy(recruitmentStages.isDeleted, recruitmentStages.order, recruitmentStages.id);
}

/**
 * Applications per source: `applied` per referer (null = direct links), the other kinds of
 * people staff added each once (their referer is null); most first, then by kind and referer
 * with direct links first. Served by job_applications_recruitment_id_source_referer_idx.
 */
async function selectApplicationsByReferer(
  db: Database,
  recruitmentId: string,
): Promise<Schema<'RefererCount'>[]> {
  const count = sql<number>`count(*)::int`.mapWith(Number);
  return db
    .select({
      source: sql<CandidateSource>`${jobApplications.source}`,
      referer: jobApplications.referer,
      count,
    })
    .from(jobApplications)
    .where(eq(jobApplications.recruitmentId, recruitmentId))
    .groupBy(jobApplications.source, jobApplications.referer)
    .orderBy(desc(count), jobApplications.source, sql`${jobApplications.referer} asc nulls first`);
}

// ---- what the status machine and the writes read ----

/**
 * The stored row with what the rules need, and whether `userId` may write it. Locked for
 * the rest of the transaction unless `lock` is false (reads that change nothing).
 */
export async function lockRecruitment(
  tx: Database,
  id: string,
  userId: string,
  options: { lock: boolean } = { lock: true },
) {
  const query = tx
    .select({
      id: recruitments.id,
      title: recruitments.title,
      status: recruitments.status,
      positionId: recruitments.positionId,
      deadline: recruitments.deadline,
      vacantPosts: recruitments.vacantPosts,
      budgetPerPositionMin: recruitments.budgetPerPositionMin,
      budgetPerPositionMax: recruitments.budgetPerPositionMax,
      questionnaireId: recruitments.questionnaireId,
      questionnaireVersion: recruitments.questionnaireVersion,
      jobTitle: recruitments.jobTitle,
      jobDescription: recruitments.jobDescription,
      locationDescription: recruitments.locationDescription,
      locationLatitude: recruitments.locationLatitude,
      locationLongitude: recruitments.locationLongitude,
      ownerId: recruitments.ownerId,
      canEdit: canEditRecruitmentColumn(userId),
    })
    .from(recruitments)
    // Joined only so that Drizzle qualifies column names (see the top of this file).
    .innerJoin(owner, eq(owner.id, recruitments.ownerId))
    .where(eq(recruitments.id, id))
    .$dynamic();
  const [row] = await (options.lock ? query.for('update', { of: recruitments }) : query);
  return row ? { ...row, canEdit: Boolean(row.canEdit) } : null;
}

export type StoredRecruitment = NonNullable<Awaited<ReturnType<typeof lockRecruitment>>>;

/**
 * A questionnaire's status and newest version; null when unknown. Share-locked unless
 * `lock` is false, so that it is neither deleted nor edited until the recruitment that
 * chose it is saved.
 */
export async function lockQuestionnaireForUse(
  tx: Database,
  id: string,
  options: { lock: boolean } = { lock: true },
) {
  const query = tx
    .select({ status: questionnaires.status, version: questionnaires.version })
    .from(questionnaires)
    .where(eq(questionnaires.id, id))
    .$dynamic();
  const [row] = await (options.lock ? query.for('share') : query);
  return row ?? null;
}

/** The stored recruitment as the save rules see it, with its questionnaire (if any). */
export async function storedFields(
  tx: Database,
  stored: StoredRecruitment,
  options: { lock: boolean } = { lock: true },
): Promise<{ fields: RecruitmentFields; questionnaireVersion: number | null }> {
  const questionnaire = stored.questionnaireId
    ? await lockQuestionnaireForUse(tx, stored.questionnaireId, options)
    : null;
  return {
    fields: {
      title: stored.title,
      hasPosition: stored.positionId !== null,
      deadline: stored.deadline,
      vacantPosts: stored.vacantPosts,
      budgetPerPositionMin: Number(stored.budgetPerPositionMin),
      budgetPerPositionMax: Number(stored.budgetPerPositionMax),
      questionnaireStatus: questionnaire?.status ?? null,
      jobTitle: stored.jobTitle,
      jobDescription: stored.jobDescription,
      locationDescription: stored.locationDescription,
      locationLatitude: stored.locationLatitude,
      locationLongitude: stored.locationLongitude,
    },
    questionnaireVersion: questionnaire?.version ?? null,
  };
}

export const isActiveQuestionnaire = (status: number | null) =>
  status === QuestionnaireStatus.Active;
