import type { Schema } from '@ats/api-sdk';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { canSeeApplicationDetailsCondition } from '../../access/application-access.ts';
import type { Database } from '../../db/client.ts';
import {
  accessLog,
  apiTokens,
  atsUsers,
  files,
  jobApplications,
  recruitees,
  recruitments,
} from '../../db/schema/index.ts';

export interface AccessLogPageRequest {
  userId: string;
  recruiteeId: string;
  pageNumber: number;
  pageSize: number;
}

/**
 * Whether the candidate exists and whether `userId` may read their log: the staff of at least
 * one recruitment the candidate applied to (the one rule of application-access.ts). One
 * statement on primary keys and the applications-by-recruitee index.
 */
export async function selectAccessLogAccess(
  db: Database,
  userId: string,
  recruiteeId: string,
): Promise<{ known: boolean; allowed: boolean }> {
  const [row] = await db
    .select({
      known: sql<boolean>`exists (select 1 from ${recruitees} where ${recruitees.id} = ${recruiteeId})`,
      allowed: sql<boolean>`exists (
        select 1 from ${jobApplications}
        where ${jobApplications.recruiteeId} = ${recruiteeId}
          and ${canSeeApplicationDetailsCondition(userId, jobApplications.recruitmentId)}
      )`,
    })
    .from(sql`(select 1) as one`);
  return { known: row?.known === true, allowed: row?.allowed === true };
}

/**
 * A page of the candidate's access log, newest first (the index on recruitee, time and id):
 * entries about applications the reader may not see are left out and not counted; exports,
 * and entries whose application is gone, are about the candidate as a whole. An entry read
 * through an API token names it (revoked tokens stay in their table for this).
 */
export async function selectAccessLogPage(
  db: Database,
  request: AccessLogPageRequest,
): Promise<Schema<'AccessLogEntryPage'>> {
  const visible = and(
    eq(accessLog.recruiteeId, request.recruiteeId),
    or(
      isNull(accessLog.jobApplicationId),
      canSeeApplicationDetailsCondition(request.userId, jobApplications.recruitmentId),
    ),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: accessLog.id,
        kind: accessLog.kind,
        accessedAt: accessLog.accessedAt,
        userId: accessLog.userId,
        userFirstName: atsUsers.firstName,
        userLastName: atsUsers.lastName,
        jobApplicationId: accessLog.jobApplicationId,
        recruitmentTitle: recruitments.title,
        fileName: files.originalName,
        apiTokenId: apiTokens.id,
        apiTokenName: apiTokens.name,
      })
      .from(accessLog)
      .innerJoin(atsUsers, eq(atsUsers.id, accessLog.userId))
      .leftJoin(jobApplications, eq(jobApplications.id, accessLog.jobApplicationId))
      .leftJoin(recruitments, eq(recruitments.id, jobApplications.recruitmentId))
      .leftJoin(files, eq(files.id, accessLog.fileId))
      .leftJoin(apiTokens, eq(apiTokens.id, accessLog.apiTokenId))
      .where(visible)
      .orderBy(desc(accessLog.accessedAt), desc(accessLog.id))
      .limit(request.pageSize)
      .offset((request.pageNumber - 1) * request.pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(accessLog)
      .leftJoin(jobApplications, eq(jobApplications.id, accessLog.jobApplicationId))
      .where(visible),
  ]);
  return {
    result: rows.map(({ apiTokenId, apiTokenName, ...row }) => ({
      ...row,
      accessedAt: row.accessedAt.toISOString(),
      apiToken:
        apiTokenId === null || apiTokenName === null
          ? null
          : { id: apiTokenId, name: apiTokenName },
    })),
    totalCount: counted?.count ?? 0,
    pageNumber: request.pageNumber,
  };
}
