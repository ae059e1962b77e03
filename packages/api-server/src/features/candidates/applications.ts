import type { Schema } from '@ats/api-sdk';
import { and, desc, eq, sql } from 'drizzle-orm';
import { canSeeApplicationDetailsCondition } from '../../access/application-access.ts';
import type { Database } from '../../db/client.ts';
import {
  jobApplications,
  recruitees,
  recruitmentRecruitees,
  recruitments,
} from '../../db/schema/index.ts';
import { myScoreColumn } from './score-columns.ts';

export interface ApplicationsRequest {
  userId: string;
  recruiteeId: string;
  pageNumber: number;
  pageSize: number;
}

/**
 * A page of the candidate's applications that the viewer may see in full, newest first
 * (the profile's "other applications"): recruitment title, date, stage and the viewer's
 * score are details, so applications to other recruitments are left out, and counted out.
 * Null when there is no such candidate. Served by job_applications_recruitee_id_created_at_idx
 * (a candidate has few applications).
 */
export async function selectApplicationsPage(
  db: Database,
  request: ApplicationsRequest,
): Promise<Schema<'JobApplicationListItemPage'> | null> {
  const visible = and(
    eq(jobApplications.recruiteeId, request.recruiteeId),
    canSeeApplicationDetailsCondition(request.userId, jobApplications.recruitmentId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: jobApplications.id,
        recruitmentTitle: recruitments.title,
        createDate: jobApplications.createdAt,
        recruitmentRecruiteeMyScore: myScoreColumn(
          request.userId,
          recruitmentRecruitees.recruitmentId,
          recruitmentRecruitees.recruiteeId,
        ),
        recruitmentRecruiteeStageId: recruitmentRecruitees.stageId,
      })
      .from(jobApplications)
      .innerJoin(recruitments, eq(recruitments.id, jobApplications.recruitmentId))
      .innerJoin(
        recruitmentRecruitees,
        and(
          eq(recruitmentRecruitees.recruitmentId, jobApplications.recruitmentId),
          eq(recruitmentRecruitees.recruiteeId, jobApplications.recruiteeId),
        ),
      )
      .where(visible)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    // One row per known candidate (none when unknown), counting the visible applications.
    db
      .select({ count: sql<number>`count(${jobApplications.id})::int`.mapWith(Number) })
      .from(recruitees)
      .leftJoin(jobApplications, and(eq(jobApplications.recruiteeId, recruitees.id), visible))
      .where(eq(recruitees.id, request.recruiteeId))
      .groupBy(recruitees.id),
  ]);
  if (!counted) return null;
  return {
    result: rows.map((row) => ({
      ...row,
      createDate: row.createDate.toISOString(),
      recruitmentRecruiteeMyScore: row.recruitmentRecruiteeMyScore as Schema<'Score'>,
    })),
    totalCount: counted.count,
    pageNumber: request.pageNumber,
  };
}
