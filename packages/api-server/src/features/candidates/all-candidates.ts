import type { Schema } from '@ats/api-sdk';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  canSeeApplicationDetailsCondition,
  type ScopedUser,
} from '../../access/application-access.ts';
import { recruiteeVisibleCondition } from '../../access/candidate-access.ts';
import type { Database } from '../../db/client.ts';
import { jobApplications, recruitees } from '../../db/schema/index.ts';
import { recruiteeHasPhotoColumn } from '../files/index.ts';
import { isErasedColumn } from './erased.ts';
import { recruiteeSearchTextCondition } from './search.ts';

export interface AllCandidatesRequest {
  user: ScopedUser;
  searchQuery: string | undefined;
  pageNumber: number;
  pageSize: number;
}

const accessibleApplication = alias(jobApplications, 'accessible_application');

/**
 * A page of all candidates, newest application first: every candidate for administrators
 * and recruiters, those with an application in one of their recruitments for hiring
 * managers and interviewers (recruiteeVisibleCondition, a small set read first). Each candidate's newest application is kept on recruitees (newest_application_id/_at,
 * by triggers on job_applications), so that any page is an ordered read of
 * recruitees_newest_application_idx, a deep one costing what the first does (a search
 * filters the term's trigram matches first). Only the page's rows then look for the newest
 * application the viewer may see in full (one lateral read of
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
  const search = and(
    recruiteeSearchTextCondition(request.searchQuery),
    recruiteeVisibleCondition(request.user, recruitees.id),
  );
  // The page first (a CTE): an index-only read of recruitees_newest_application_idx, however
  // deep (without a search). Only its rows are then read in full and look for their newest
  // accessible application.
  const page = db.$with('page').as(
    db
      .select({
        // A column, not an aliased sql: Drizzle then qualifies it ("page"."id") in the
        // lateral subquery, whose job_applications has a recruitee_id of its own.
        recruiteeId: recruitees.id,
        newestApplicationId: recruitees.newestApplicationId,
        newestApplicationAt: recruitees.newestApplicationAt,
      })
      .from(recruitees)
      .where(and(isNotNull(recruitees.newestApplicationAt), search))
      .orderBy(desc(recruitees.newestApplicationAt), desc(recruitees.newestApplicationId))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
  );
  const newestAccessible = db
    .select({ id: accessibleApplication.id, resumeFileId: accessibleApplication.resumeFileId })
    .from(accessibleApplication)
    .where(
      and(
        eq(accessibleApplication.recruiteeId, page.recruiteeId),
        canSeeApplicationDetailsCondition(request.user.id, accessibleApplication.recruitmentId),
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
        hasPhoto: recruiteeHasPhotoColumn(recruitees.photoFileId),
        isErased: isErasedColumn,
        newestJobApplicationId: page.newestApplicationId,
        newestJobApplicationDate: page.newestApplicationAt,
        newestAccessibleJobApplicationId: newestAccessible.id,
        newestResumeFileIdentifier: newestAccessible.resumeFileId,
      })
      .from(page)
      .innerJoin(recruitees, eq(recruitees.id, page.recruiteeId))
      .leftJoinLateral(newestAccessible, sql`true`)
      .orderBy(desc(page.newestApplicationAt), desc(page.newestApplicationId)),
    db
      .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
      .from(recruitees)
      .where(search),
  ]);
  return {
    result: rows.map((row) => ({
      ...row,
      phoneNumber: row.phoneNumber === '' ? null : row.phoneNumber,
      // Not null: the page keeps candidates with an application.
      newestJobApplicationId: row.newestJobApplicationId as string,
      newestJobApplicationDate: (row.newestJobApplicationDate as Date).toISOString(),
    })),
    totalCount: total?.count ?? 0,
    pageNumber: request.pageNumber,
  };
}
