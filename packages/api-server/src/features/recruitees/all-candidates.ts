import type { Schema } from '@ats/api-sdk';
import { and, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { canSeeApplicationDetailsCondition } from '../../access/application-access.ts';
import type { Database } from '../../db/client.ts';
import { jobApplications, recruitees } from '../../db/schema/index.ts';
import { candidateSearchCondition, recruiteeSearchTextCondition } from './search.ts';

export interface AllCandidatesRequest {
  userId: string;
  searchQuery: string | undefined;
  pageNumber: number;
  pageSize: number;
}

const laterApplication = alias(jobApplications, 'later_application');
const accessibleApplication = alias(jobApplications, 'accessible_application');

/**
 * The candidate's newest application over all recruitments: no later one (ties broken by
 * id). Served by job_applications_recruitee_id_created_at_idx.
 */
const isNewestOfRecruitee = sql`not exists (
  select 1 from ${jobApplications} as ${sql.identifier('later_application')}
  where ${laterApplication.recruiteeId} = ${jobApplications.recruiteeId}
    and (${laterApplication.createdAt}, ${laterApplication.id})
      > (${jobApplications.createdAt}, ${jobApplications.id})
)`;

/**
 * A page of all candidates, newest application first; every signed-in staff member sees
 * them. The page is chosen by walking all applications in order
 * (job_applications_created_at_id_idx), keeping each candidate's newest; only the page's rows
 * then look for the newest application the viewer may see in full (one lateral read of
 * job_applications_recruitee_id_created_at_idx per row, with the access rule in SQL). Its
 * resume is the row's resume: the files of other applications would answer 403. The total
 * counts recruitees: each has at least one application (they are created by applying, and
 * applications are deleted only with their recruitee or with a recruitment that never had
 * any), and counting them reads one index instead of joining every application.
 */
export async function selectAllCandidatesPage(
  db: Database,
  request: AllCandidatesRequest,
): Promise<Schema<'RecruiteeListItemPage'>> {
  const search = candidateSearchCondition(jobApplications.recruiteeId, request.searchQuery);
  const page = db.$with('page').as(
    db
      .select({
        jobApplicationId: jobApplications.id,
        recruiteeId: jobApplications.recruiteeId,
        createdAt: jobApplications.createdAt,
      })
      .from(jobApplications)
      .where(and(isNewestOfRecruitee, search))
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
  );
  const newestAccessible = db
    .select({ id: accessibleApplication.id, resumeFileId: accessibleApplication.resumeFileId })
    .from(accessibleApplication)
    .where(
      and(
        eq(accessibleApplication.recruiteeId, page.recruiteeId),
        canSeeApplicationDetailsCondition(request.userId, accessibleApplication.recruitmentId),
      ),
    )
    .orderBy(desc(accessibleApplication.createdAt), desc(accessibleApplication.id))
    .limit(1)
    .as('newest_accessible');
  const [rows, [total]] = await Promise.all([
    db
      .with(page)
      .select({
        id: recruitees.id,
        firstName: recruitees.firstName,
        lastName: recruitees.lastName,
        phoneNumber: recruitees.phoneNumber,
        email: recruitees.email,
        newestJobApplicationId: page.jobApplicationId,
        newestJobApplicationDate: page.createdAt,
        newestAccessibleJobApplicationId: newestAccessible.id,
        newestResumeFileIdentifier: newestAccessible.resumeFileId,
      })
      .from(page)
      .innerJoin(recruitees, eq(recruitees.id, page.recruiteeId))
      .leftJoinLateral(newestAccessible, sql`true`)
      .orderBy(desc(page.createdAt), desc(page.jobApplicationId)),
    db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(recruitees)
      .where(recruiteeSearchTextCondition(request.searchQuery)),
  ]);
  return {
    result: rows.map((row) => ({
      ...row,
      phoneNumber: row.phoneNumber === '' ? null : row.phoneNumber,
      newestJobApplicationDate: row.newestJobApplicationDate.toISOString(),
    })),
    totalCount: total?.count ?? 0,
    pageNumber: request.pageNumber,
  };
}
