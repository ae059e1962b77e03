import type { Schema } from '@ats/api-sdk';
import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canSeeApplicationDetailsCondition } from '../../access/application-access.ts';
import type { Database } from '../../db/client.ts';
import {
  jobApplications,
  recruitees,
  recruitmentRecruitees,
  recruitments,
} from '../../db/schema/index.ts';
import { recruiteeHasPhotoColumn } from '../files/index.ts';
import { isErasedColumn } from './erased.ts';
import {
  averageScoreColumn,
  myScoreColumn,
  myScoreInCondition,
  reviewCountColumn,
} from './score-columns.ts';
import { candidateSearchCondition } from './search.ts';

type Score = Schema<'Score'>;

export interface RecruitmentCandidatesRequest {
  userId: string;
  recruitmentId: string;
  searchQuery: string | undefined;
  /** Stages the candidate must be in; empty means any. */
  stageIds: readonly string[];
  /** The viewer's score must be one of these (0 = not scored); empty means any. */
  scores: readonly Score[];
  pageNumber: number;
  pageSize: number;
}

const allowedRecruitment = alias(recruitments, 'allowed_recruitment');

/**
 * Whether the recruitment exists and the viewer may see its candidates in full (owner,
 * hiring manager, team member); null when there is no such recruitment. The rule sits in a
 * join condition, not in the selected columns: Drizzle leaves column names unqualified in
 * the columns of a one-table query, which would point the rule's subquery at its own rows.
 */
export async function selectRecruitmentAccess(
  db: Database,
  userId: string,
  recruitmentId: string,
): Promise<{ canSeeDetails: boolean } | null> {
  const [row] = await db
    .select({ allowedId: allowedRecruitment.id })
    .from(recruitments)
    .leftJoin(
      allowedRecruitment,
      and(
        eq(allowedRecruitment.id, recruitments.id),
        canSeeApplicationDetailsCondition(userId, allowedRecruitment.id),
      ),
    )
    .where(eq(recruitments.id, recruitmentId))
    .limit(1);
  return row ? { canSeeDetails: row.allowedId !== null } : null;
}

/** The recruitment's title (the export's file name); '' for an unknown one. */
export async function selectRecruitmentTitle(db: Database, recruitmentId: string) {
  const [row] = await db
    .select({ title: recruitments.title })
    .from(recruitments)
    .where(eq(recruitments.id, recruitmentId));
  return row?.title ?? '';
}

/** Conditions on the candidate's recruitment_recruitees row (the list's and the export's). */
export function candidateFilters(
  request: Pick<
    RecruitmentCandidatesRequest,
    'userId' | 'recruitmentId' | 'searchQuery' | 'stageIds' | 'scores'
  >,
): SQL | undefined {
  return and(
    eq(recruitmentRecruitees.recruitmentId, request.recruitmentId),
    request.stageIds.length === 0
      ? undefined
      : inArray(recruitmentRecruitees.stageId, [...request.stageIds]),
    request.scores.length === 0
      ? undefined
      : myScoreInCondition(
          request.userId,
          recruitmentRecruitees.recruitmentId,
          recruitmentRecruitees.recruiteeId,
          request.scores,
        ),
    candidateSearchCondition(recruitmentRecruitees.recruiteeId, request.searchQuery),
  );
}

/**
 * A page of the candidates in one recruitment, newest application first. The caller has
 * checked access (selectRecruitmentAccess). Each candidate's newest application to the
 * recruitment is kept on recruitment_recruitees (newest_application_id/_at, by triggers on
 * job_applications), so that the page is chosen by an ordered, index-only read of
 * recruitment_recruitees_newest_application_idx at any depth, a stage filter checked in the
 * index; only the page's rows are then read in full, with their resume and scores. The
 * total counts recruitment_recruitees rows, as the recruitment's candidatesCount does: a
 * candidate joins a recruitment only by applying to it (one transaction), and applications
 * are never deleted on their own.
 */
export async function selectRecruitmentCandidatePage(
  db: Database,
  request: RecruitmentCandidatesRequest,
): Promise<Schema<'RecruitmentRecruiteePage'>> {
  const filters = candidateFilters(request);
  const page = db.$with('page').as(
    db
      .select({
        recruiteeId: recruitmentRecruitees.recruiteeId,
        newestApplicationId: recruitmentRecruitees.newestApplicationId,
        newestApplicationAt: recruitmentRecruitees.newestApplicationAt,
      })
      .from(recruitmentRecruitees)
      .where(and(isNotNull(recruitmentRecruitees.newestApplicationAt), filters))
      .orderBy(
        desc(recruitmentRecruitees.newestApplicationAt),
        desc(recruitmentRecruitees.newestApplicationId),
      )
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
  );
  const [rows, [total]] = await Promise.all([
    db
      .with(page)
      .select({
        id: recruitees.id,
        firstName: recruitees.firstName,
        lastName: recruitees.lastName,
        hasPhoto: recruiteeHasPhotoColumn(recruitees.photoFileId),
        isErased: isErasedColumn,
        newestJobApplicationId: page.newestApplicationId,
        newestJobApplicationDate: page.newestApplicationAt,
        newestResumeFileIdentifier: jobApplications.resumeFileId,
        recruitmentRecruiteeStageId: recruitmentRecruitees.stageId,
        // Set by every stage change and at apply time, in the same transaction.
        stageEnteredDate: recruitmentRecruitees.stageChangedAt,
        averageScore: averageScoreColumn(
          recruitmentRecruitees.recruitmentId,
          recruitmentRecruitees.recruiteeId,
        ),
        scoreSetByMe: myScoreColumn(
          request.userId,
          recruitmentRecruitees.recruitmentId,
          recruitmentRecruitees.recruiteeId,
        ),
        reviewCount: reviewCountColumn(
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
      .innerJoin(jobApplications, eq(jobApplications.id, page.newestApplicationId))
      .orderBy(desc(page.newestApplicationAt), desc(page.newestApplicationId)),
    db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(recruitmentRecruitees)
      .where(filters),
  ]);
  return {
    result: rows.map((row) => ({
      ...row,
      // Not null: the page keeps candidates with an application.
      newestJobApplicationId: row.newestJobApplicationId as string,
      newestJobApplicationDate: (row.newestJobApplicationDate as Date).toISOString(),
      stageEnteredDate: row.stageEnteredDate.toISOString(),
      scoreSetByMe: row.scoreSetByMe as Score,
    })),
    totalCount: total?.count ?? 0,
    pageNumber: request.pageNumber,
  };
}
