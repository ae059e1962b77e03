import { roleHasPermission, type StaffRole } from '@ats/domain';
import { eq, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import { jobApplications, recruitments, recruitmentTeamMembers } from '../db/schema/index.ts';
import { forbidden, notFound } from '../errors.ts';

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
 * Whether `userId` is on the staff of the recruitment of the row being read (the owner, the
 * hiring manager or a team member; other staff only read): a column of a query over
 * `recruitments`. The staff see its candidates and, when their role holds
 * manageRecruitments (the registrar checks it), write it.
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

/** Who asks, as the recruitment scoping needs it: the id and the role. */
export interface ScopedUser {
  id: string;
  role: StaffRole;
}

/** Whether the user's role sees every recruitment (Administrator, Recruiter). */
export function seesAllRecruitments(user: ScopedUser): boolean {
  return roleHasPermission(user.role, 'seeAllRecruitments');
}

/**
 * The same rule as a set: the ids of the recruitments `userId` is staff of (owner, hiring
 * manager, team member). Three index reads (recruitments_owner_id_idx,
 * recruitments_hiring_manager_id_idx, recruitment_team_members_user_id_idx) of a small set:
 * a person is on few recruitments. Aliased tables, so that it stays right inside any query.
 */
function staffRecruitmentIds(userId: string): SQL {
  return sql`(
    select ${recruitment.id} from ${recruitments} as ${sql.identifier(recruitmentAlias)}
    where ${recruitment.ownerId} = ${userId}
    union
    select ${recruitment.id} from ${recruitments} as ${sql.identifier(recruitmentAlias)}
    where ${recruitment.hiringManagerId} = ${userId}
    union
    select ${teamMember.recruitmentId} from ${recruitmentTeamMembers} as ${sql.identifier(teamMemberAlias)}
    where ${teamMember.userId} = ${userId}
  )`;
}

/**
 * Whether the recruitment `recruitmentId` (any column or expression naming one) is among
 * those the user sees at all: every recruitment for a role with seeAllRecruitments (the
 * condition is `true`, so those queries keep their plans), else only the recruitments the
 * user is staff of (the one rule above, as a set). Lists filter with it; the `require...`
 * helpers below answer 403 with it.
 */
export function recruitmentVisibleCondition(
  user: ScopedUser,
  recruitmentId: SQLWrapper,
): SQL<boolean> {
  if (seesAllRecruitments(user)) return sql<boolean>`true`;
  return sql<boolean>`${recruitmentId} in ${staffRecruitmentIds(user.id)}`;
}

/**
 * 404 for an unknown recruitment, 403 when the user may not see it (hiring managers and
 * interviewers outside its staff). No query for roles that see every recruitment: their
 * handlers answer 404 themselves, as before.
 */
export async function requireRecruitmentVisible(
  db: Database,
  user: ScopedUser,
  recruitmentId: string,
): Promise<void> {
  if (seesAllRecruitments(user)) return;
  const [row] = await db
    .select({ visible: recruitmentVisibleCondition(user, recruitments.id) })
    .from(recruitments)
    .where(eq(recruitments.id, recruitmentId))
    .limit(1);
  if (!row) throw notFound(`no recruitment ${recruitmentId}`);
  if (row.visible !== true) {
    throw forbidden(`user ${user.id} may not see recruitment ${recruitmentId}`);
  }
}

/** The same for a job application's recruitment: 404 for an unknown application. */
export async function requireApplicationVisible(
  db: Database,
  user: ScopedUser,
  jobApplicationId: string,
): Promise<void> {
  if (seesAllRecruitments(user)) return;
  const [row] = await db
    .select({ visible: recruitmentVisibleCondition(user, jobApplications.recruitmentId) })
    .from(jobApplications)
    .where(eq(jobApplications.id, jobApplicationId))
    .limit(1);
  if (!row) throw notFound(`no job application ${jobApplicationId}`);
  if (row.visible !== true) {
    throw forbidden(`user ${user.id} may not see job application ${jobApplicationId}`);
  }
}
