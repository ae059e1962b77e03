import { and, desc, eq, isNotNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  canSeeApplicationDetailsCondition,
  type ScopedUser,
} from '../../../access/application-access.ts';
import { recruiteeVisibleCondition } from '../../../access/candidate-access.ts';
import type { Database } from '../../../db/client.ts';
import { LANGUAGE, type LanguageId } from '../../../db/reference-data.ts';
import {
  jobApplications,
  recruitees,
  recruitmentRecruitees,
  recruitmentStageLocalizations,
  recruitments,
} from '../../../db/schema/index.ts';
import { averageScoreColumn, myScoreColumn } from '../score-columns.ts';
import { recruiteeSearchTextCondition } from '../search.ts';
import type { ExportRow } from './columns.ts';

/**
 * Where a page ends: the list's order key of its last row. The time travels as PostgreSQL's
 * own text, not as a JS Date, which would drop the microseconds and skip or repeat rows.
 */
export interface ExportCursor {
  newestApplicationAt: string;
  newestApplicationId: string;
}

export interface ExportPage {
  rows: (ExportRow & { recruiteeId: string })[];
  /** Null after the last page. */
  next: ExportCursor | null;
}

/** Rows after the cursor in the lists' order (newest application first, then id). */
function afterCursor(at: SQLWrapper, id: SQLWrapper, cursor: ExportCursor | null): SQL | undefined {
  if (!cursor) return undefined;
  return sql`(${at}, ${id}) < (${cursor.newestApplicationAt}::timestamptz, ${cursor.newestApplicationId}::uuid)`;
}

/** The stage's name in the language, English when it has none there. */
function stageNameColumn(stageId: SQLWrapper, language: LanguageId) {
  const nameIn = (languageId: string) => sql`(
    select ${recruitmentStageLocalizations.name} from ${recruitmentStageLocalizations}
    where ${recruitmentStageLocalizations.stageId} = ${stageId}
      and ${recruitmentStageLocalizations.languageId} = ${languageId}
  )`;
  return sql<string | null>`coalesce(${nameIn(language)}, ${nameIn(LANGUAGE.english)})`;
}

function nextCursor(
  rows: readonly { cursorAt: string | null; cursorId: string | null }[],
  pageSize: number,
): ExportCursor | null {
  const last = rows.at(-1);
  if (rows.length < pageSize || !last?.cursorAt || !last.cursorId) return null;
  return { newestApplicationAt: last.cursorAt, newestApplicationId: last.cursorId };
}

export interface AllCandidatesExportRequest {
  user: ScopedUser;
  searchQuery: string | undefined;
  language: LanguageId;
  pageSize: number;
}

const detailApplication = alias(jobApplications, 'detail_application');

/**
 * One page of the all-candidates export, after `cursor`: the rows of listRecruitees (the same
 * search and visibility, the same order, read by recruitees_newest_application_idx from the
 * cursor on, so any page costs what the first does). The details are those of the newest
 * application the caller may see in full (a lateral read, as the list's), null without one.
 */
export async function selectAllCandidatesExportPage(
  db: Database,
  request: AllCandidatesExportRequest,
  cursor: ExportCursor | null,
): Promise<ExportPage> {
  // The page with the candidates' own columns, read in one ordered scan of the index (the
  // rows' other columns from the table): joining recruitees again would let PostgreSQL hash
  // the whole table for a page of a few hundred rows.
  const page = db.$with('page').as(
    db
      .select({
        recruiteeId: recruitees.id,
        cursorAt: sql<string>`${recruitees.newestApplicationAt}::text`.as('cursor_at'),
        newestApplicationAt: recruitees.newestApplicationAt,
        newestApplicationId: recruitees.newestApplicationId,
        firstName: recruitees.firstName,
        lastName: recruitees.lastName,
        email: recruitees.email,
        phoneNumber: recruitees.phoneNumber,
      })
      .from(recruitees)
      .where(
        and(
          isNotNull(recruitees.newestApplicationAt),
          recruiteeSearchTextCondition(request.searchQuery),
          recruiteeVisibleCondition(request.user, recruitees.id),
          afterCursor(recruitees.newestApplicationAt, recruitees.newestApplicationId, cursor),
        ),
      )
      .orderBy(desc(recruitees.newestApplicationAt), desc(recruitees.newestApplicationId))
      .limit(request.pageSize),
  );
  const detail = db
    .select({
      createdAt: detailApplication.createdAt,
      source: detailApplication.source,
      recruitmentId: detailApplication.recruitmentId,
    })
    .from(detailApplication)
    .where(
      and(
        eq(detailApplication.recruiteeId, page.recruiteeId),
        canSeeApplicationDetailsCondition(request.user.id, detailApplication.recruitmentId),
      ),
    )
    .orderBy(desc(detailApplication.createdAt), desc(detailApplication.id))
    .limit(1)
    .as('detail');
  // Lateral with a limit, so that it stays one primary-key read per row (a plain join could
  // become a hash of the whole table).
  const place = db
    .select({
      stageId: recruitmentRecruitees.stageId,
      stageChangedAt: recruitmentRecruitees.stageChangedAt,
    })
    .from(recruitmentRecruitees)
    .where(
      and(
        eq(recruitmentRecruitees.recruitmentId, detail.recruitmentId),
        eq(recruitmentRecruitees.recruiteeId, page.recruiteeId),
      ),
    )
    .limit(1)
    .as('place');
  const rows = await db
    .with(page)
    .select({
      recruiteeId: page.recruiteeId,
      cursorAt: page.cursorAt,
      cursorId: page.newestApplicationId,
      firstName: page.firstName,
      lastName: page.lastName,
      email: page.email,
      phoneNumber: page.phoneNumber,
      applicationDate: detail.createdAt,
      recruitment: recruitments.title,
      stage: stageNameColumn(place.stageId, request.language),
      stageEnteredDate: place.stageChangedAt,
      source: detail.source,
      averageScore: sql<
        number | null
      >`case when ${detail.recruitmentId} is null then null else ${averageScoreColumn(detail.recruitmentId, page.recruiteeId)} end`,
      myScore: sql<
        number | null
      >`case when ${detail.recruitmentId} is null then null else ${myScoreColumn(request.user.id, detail.recruitmentId, page.recruiteeId)} end`,
    })
    .from(page)
    .leftJoinLateral(detail, sql`true`)
    .leftJoinLateral(place, sql`true`)
    .leftJoin(recruitments, eq(recruitments.id, detail.recruitmentId))
    .orderBy(desc(page.newestApplicationAt), desc(page.newestApplicationId));
  return { rows: rows.map(toExportRow), next: nextCursor(rows, request.pageSize) };
}

export interface RecruitmentCandidatesExportRequest {
  userId: string;
  recruitmentId: string;
  /** The list's filters (text, stages, my score), as listRecruitmentRecruitees applies them. */
  filters: SQL | undefined;
  language: LanguageId;
  pageSize: number;
}

/**
 * One page of a recruitment's candidates export, after `cursor`: the rows of
 * listRecruitmentRecruitees with its filters and order, read by
 * recruitment_recruitees_newest_application_idx from the cursor on. The caller has checked
 * that the viewer may see the recruitment's candidates in full.
 */
export async function selectRecruitmentCandidatesExportPage(
  db: Database,
  request: RecruitmentCandidatesExportRequest,
  cursor: ExportCursor | null,
): Promise<ExportPage> {
  const page = db.$with('page').as(
    db
      .select({
        recruiteeId: recruitmentRecruitees.recruiteeId,
        cursorAt: sql<string>`${recruitmentRecruitees.newestApplicationAt}::text`.as('cursor_at'),
        newestApplicationAt: recruitmentRecruitees.newestApplicationAt,
        newestApplicationId: recruitmentRecruitees.newestApplicationId,
      })
      .from(recruitmentRecruitees)
      .where(
        and(
          isNotNull(recruitmentRecruitees.newestApplicationAt),
          request.filters,
          afterCursor(
            recruitmentRecruitees.newestApplicationAt,
            recruitmentRecruitees.newestApplicationId,
            cursor,
          ),
        ),
      )
      .orderBy(
        desc(recruitmentRecruitees.newestApplicationAt),
        desc(recruitmentRecruitees.newestApplicationId),
      )
      .limit(request.pageSize),
  );
  const rows = await db
    .with(page)
    .select({
      recruiteeId: recruitees.id,
      cursorAt: page.cursorAt,
      cursorId: page.newestApplicationId,
      firstName: recruitees.firstName,
      lastName: recruitees.lastName,
      email: recruitees.email,
      phoneNumber: recruitees.phoneNumber,
      applicationDate: jobApplications.createdAt,
      recruitment: recruitments.title,
      stage: stageNameColumn(recruitmentRecruitees.stageId, request.language),
      stageEnteredDate: recruitmentRecruitees.stageChangedAt,
      source: jobApplications.source,
      averageScore: averageScoreColumn(
        recruitmentRecruitees.recruitmentId,
        recruitmentRecruitees.recruiteeId,
      ),
      myScore: myScoreColumn(
        request.userId,
        recruitmentRecruitees.recruitmentId,
        recruitmentRecruitees.recruiteeId,
      ),
    })
    .from(page)
    .innerJoin(recruitees, eq(recruitees.id, page.recruiteeId))
    .innerJoin(
      recruitmentRecruitees,
      and(
        eq(recruitmentRecruitees.recruitmentId, request.recruitmentId),
        eq(recruitmentRecruitees.recruiteeId, page.recruiteeId),
      ),
    )
    .innerJoin(recruitments, eq(recruitments.id, recruitmentRecruitees.recruitmentId))
    .innerJoin(jobApplications, eq(jobApplications.id, page.newestApplicationId))
    .orderBy(desc(page.newestApplicationAt), desc(page.newestApplicationId));
  return { rows: rows.map(toExportRow), next: nextCursor(rows, request.pageSize) };
}

function toExportRow(row: {
  recruiteeId: string;
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  applicationDate: Date | null;
  recruitment: string | null;
  stage: string | null;
  stageEnteredDate: Date | null;
  source: string | null;
  averageScore: number | null;
  myScore: number | null;
}): ExportRow & { recruiteeId: string } {
  return {
    recruiteeId: row.recruiteeId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    applicationDate: row.applicationDate,
    recruitment: row.recruitment,
    stage: row.stage,
    stageEnteredDate: row.stageEnteredDate,
    source: row.source,
    averageScore: row.averageScore === null ? null : Number(row.averageScore),
    myScore: row.myScore === null ? null : Number(row.myScore),
  };
}
