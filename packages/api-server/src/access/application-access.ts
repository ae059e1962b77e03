import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { jobApplications, recruitments, recruitmentTeamMembers } from '../db/schema/index.ts';

// Aliased, so that the condition stays right inside a query that reads these tables itself
// (an unaliased inner `recruitments.id` would shadow the outer one).
const recruitmentAlias = 'access_recruitment';
const teamMemberAlias = 'access_team_member';
const recruitment = alias(recruitments, recruitmentAlias);
const teamMember = alias(recruitmentTeamMembers, teamMemberAlias);

/**
 * The one rule, on a recruitment's own row (`recruitments` or an alias of it): its owner, its
 * hiring manager and its team members are its staff. Uses the team's primary key
 * (recruitment_id, user_id).
 */
function isRecruitmentStaff(
  userId: string,
  row: { id: SQLWrapper; ownerId: SQLWrapper; hiringManagerId: SQLWrapper },
): SQL<boolean> {
  return sql<boolean>`(
    ${row.ownerId} = ${userId}
    or coalesce(${row.hiringManagerId} = ${userId}, false)
    or exists (
      select 1 from ${recruitmentTeamMembers} as ${sql.identifier(teamMemberAlias)}
      where ${teamMember.recruitmentId} = ${row.id}
        and ${teamMember.userId} = ${userId}
    )
  )`;
}

/**
 * Whether `userId` may write the recruitment of the row being read (the owner, the hiring
 * manager or a team member; other staff only read): a column of a query over `recruitments`.
 */
export function canEditRecruitmentColumn(userId: string): SQL<boolean> {
  return isRecruitmentStaff(userId, recruitments);
}

/**
 * The same rule for a job application's details (the spec's authorizedData: answers, files,
 * scores, activities): the recruitment's staff see them; every other signed-in staff member
 * sees the basics only.
 *
 * A SQL condition on any row that names a recruitment (`job_applications.recruitment_id`,
 * `scores.recruitment_id`, `activities.recruitment_id`, ...), so lists filter in SQL and
 * single reads ask in the same query. Uses the recruitments primary key.
 */
export function canSeeApplicationDetailsCondition(
  userId: string,
  recruitmentId: SQLWrapper,
): SQL<boolean> {
  return sql<boolean>`exists (
    select 1 from ${recruitments} as ${sql.identifier(recruitmentAlias)}
    where ${recruitment.id} = ${recruitmentId}
      and ${isRecruitmentStaff(userId, recruitment)}
  )`;
}

/**
 * Whether `userId` may see the details of the job application; false also when there is no
 * such application (callers that must tell 404 from 403 read the application themselves and
 * use the condition above).
 */
export async function canSeeApplicationDetails(
  db: Database,
  userId: string,
  jobApplicationId: string,
): Promise<boolean> {
  const [row] = await db
    .select({
      allowed: canSeeApplicationDetailsCondition(userId, jobApplications.recruitmentId),
    })
    .from(jobApplications)
    .where(eq(jobApplications.id, jobApplicationId))
    .limit(1);
  return row?.allowed === true;
}
